import { formatNumber } from '@portal/locale';

/** 0.734 → «۷۳٫۴٪». */
export const formatRatio = (ratio: number) => `${formatNumber(Math.round(ratio * 1000) / 10)}٪`;
