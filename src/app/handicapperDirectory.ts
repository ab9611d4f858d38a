// The handicappers' directory belongs to the handicappers feature; the home page and the
// /matchups sidebar show its top cappers. Features never import each other, so the app hands it on.
export {
  topCappers,
  useGetHandicappersQuery,
  type DirectoryCapper,
} from '@/features/handicappers/directoryApi';
