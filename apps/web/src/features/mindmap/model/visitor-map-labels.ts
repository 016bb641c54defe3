import { STORAGE_KEYS } from '@codegrow/shared/constants/site';
import type { MapCheck } from '@codegrow/shared/schemas/map-check';
import { keptByArticle } from '../../../lib/kept-by-article';

/** A visitor's labels for articles' maps, judged again and kept when they sign in. */
export const visitorMapLabels = keptByArticle<MapCheck['labels']>(STORAGE_KEYS.mapLabels);
