import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { resultsCopy } from '../../../../content/results-copy';
import { Drawer, DrawerContent, DrawerTrigger } from '../../../components/ui/drawer';

const TRIGGER_CLASSES =
  'inline-flex h-11 items-center gap-2 rounded-full border border-line bg-white px-4 text-sm font-medium text-ink shadow-soft';

/** The 'Results Navigation' drawer (small screens), loaded with its dialog code on the first open. */
export default function ResultsDrawer({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <DrawerTrigger className={TRIGGER_CLASSES}>
        <Menu aria-hidden="true" className="size-4" />
        {resultsCopy.navigation.open}
      </DrawerTrigger>
      <DrawerContent title={resultsCopy.navigation.drawerTitle}>{children}</DrawerContent>
    </Drawer>
  );
}
