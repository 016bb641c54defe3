import { useVisitorHandover } from '../../../hooks/use-visitor-handover';
import { checkMap } from '../api/check-map';
import { visitorMapLabels } from '../model/visitor-map-labels';

/** A visitor's completed maps, judged again and kept as checks when they sign in. */
export const useVisitorMapHandover = (userId: number | undefined) =>
  useVisitorHandover(userId, visitorMapLabels, checkMap);
