import { governorateName } from '../../../shared/governorates';
import type { Translation } from '../language';

export const places: Translation<typeof import('../places').places> = {
  governorate: (city: string) => governorateName(city, 'ar'),
};
