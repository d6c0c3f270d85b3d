// Every user-facing text of the sandbox, one file per area, so wording stays consistent and
// reviewable. Field rules (required, length, patterns, ranges) are not here: they are said by
// `ruleMessage` of @portal/locale, in the same words as the portal's forms.
import { auth } from './auth';
import { billing } from './billing';
import { infra } from './cloud-infra';
import { kubernetes } from './cloud-platform';
import { common } from './common';
import { externalSignIn } from './external-sign-in';
import { projects } from './projects';
import { storage } from '../areas/storage/messages';
import { vm } from './vm';
import { vpc } from './vpc';
import { support } from './support';
import { dnsCdn } from './dns-cdn';

export { fa } from './common';
export { accountMessages } from './account';

export const messages = { ...common, ...auth, ...externalSignIn, ...projects, ...billing, ...storage, infra, vm, support, vpc, dnsCdn, kubernetes };
