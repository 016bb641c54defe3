import { PATH_LEVEL_LABELS, type PathLevel } from '@codegrow/shared/constants/learning';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<PathLevel, BadgeTone> = {
  beginner: 'emerald',
  intermediate: 'indigo',
  advanced: 'red',
};

export function PathLevelBadge({ level }: { level: PathLevel }) {
  return <Badge tone={TONES[level]}>{PATH_LEVEL_LABELS[level]}</Badge>;
}
