import { CommunitySection } from './home/CommunitySection';
import { EdgewiseRecord } from './home/EdgewiseRecord';
import { FeatureCards } from './home/FeatureCards';
import { FinalCta } from './home/FinalCta';
import { HeroSection } from './home/HeroSection';
import { PlansSection } from './home/PlansSection';
import { ProvenResults } from './home/ProvenResults';

export function HomePage() {
  return (
    <div className="mx-auto max-w-6xl">
      <HeroSection />
      <EdgewiseRecord />
      <FeatureCards />
      <PlansSection />
      <ProvenResults />
      <CommunitySection />
      <FinalCta />
    </div>
  );
}
