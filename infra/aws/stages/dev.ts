// The dev stage (the default, and what `npm run synth` builds with no `-c stage`): every setting at its default, the
// offline consultant, no bot protection, no alarm e-mail. Deployable to try the stack; never production.
import type { StageSettings } from '../settings';

export const dev: StageSettings = {
  production: false,
};
