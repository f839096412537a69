// The screening service as openCore holds it: the scorer, its vocabulary and the resume field reader load
// on the first screening, so a quick command that opens the core does not pay for them.
import type { ScreeningService, ScreeningServiceDeps } from './screening-service.js';

export function lazyScreeningService(deps: ScreeningServiceDeps): ScreeningService {
  let service: Promise<ScreeningService> | undefined;
  const load = () =>
    (service ??= import('./screening-service.js').then((m) => m.createScreeningService(deps)));
  return {
    screen: async (...args) => (await load()).screen(...args),
    rankCandidates: async (...args) => (await load()).rankCandidates(...args),
  };
}
