import { lazy } from 'react';
import { CircleHelp } from 'lucide-react';
import { Button } from '@/components/ui/Button';
import { LazyDropdownMenu } from '@/components/ui/LazyDropdownMenu';

const loadPanels = () => import('./menuPanels');
const HelpMenuPanel = lazy(async () => ({ default: (await loadPanels()).HelpMenuPanel }));

export function HelpMenu() {
  return (
    <LazyDropdownMenu
      trigger={
        <Button variant="ghost" aria-label="Help">
          <CircleHelp className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">Help</span>
        </Button>
      }
      panel={HelpMenuPanel}
      panelProps={{}}
      preload={loadPanels}
    />
  );
}
