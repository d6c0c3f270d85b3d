/**
 * Keys of the sentences a missing value gets where "entering X is required" is not what the form
 * asks (`askMessages` in @portal/locale): a choice names what to pick, a typed field what to type.
 * The sandbox's 422 for that missing field says the same sentence.
 */
export const ASKS = [
  // typed
  'typeEmail',
  'typePassword',
  'typeCurrentPassword',
  'typeFirstName',
  'typeLastName',
  'typeCaptcha',
  'typeCode',
  'typeStorageSize',
  'repeatPassword',
  // chosen
  'pickDatacenter',
  'pickRole',
  'pickServer',
  'pickNetwork',
  'pickVolume',
  'pickVolumeSize',
  'pickVmBundle',
  'pickBareMetalBundle',
  'pickImage',
  'pickNodeBundle',
  'pickPlan',
  'pickEquipmentType',
  'pickBrand',
  'pickModel',
  'pickSchedule',
  'pickCaculateType',
  'pickCdnType',
  'pickService',
] as const;
export type Ask = (typeof ASKS)[number];
