import { lazy } from 'react';
import { CircleHelp } from 'lucide-react';
import { PlainButton } from '@/components/ui/PlainButton';
import { LazyDropdownMenu } from '@/components/ui/LazyDropdownMenu';

const loadPanels = () => import('./menuPanels');
const HelpMenuPanel = lazy(async () => ({ default: (await loadPanels()).HelpMenuPanel }));

export function HelpMenu() {
  return (
    <LazyDropdownMenu
      trigger={
        <PlainButton variant="ghost" aria-label="Help">
          <CircleHelp className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Help</span>
        </PlainButton>
      }
      panel={HelpMenuPanel}
      panelProps={{}}
      preload={loadPanels}
    />
  );
}
