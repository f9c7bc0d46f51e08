import type { Badge } from '@larder/domain/api/profile';
import {
  CalendarCheck,
  ChefHat,
  Flame,
  type LucideIcon,
  Recycle,
  Refrigerator,
  Sprout,
  Weight,
} from 'lucide-react';

const ICONS: Record<Badge, LucideIcon> = {
  'first-rescue': Sprout,
  'fridge-cleared': Refrigerator,
  'no-waste-week': Flame,
  'ten-rescued': Recycle,
  'first-week-planned': CalendarCheck,
  'five-kg-saved': Weight,
  'ten-cooked': ChefHat,
};

/** A badge's picture (decorative: its name is always written beside it). */
export function BadgeIcon({ badge, className }: { badge: Badge; className?: string }) {
  const Icon = ICONS[badge];
  return <Icon aria-hidden="true" className={className} />;
}
