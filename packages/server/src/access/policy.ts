/** The access policy lives in packages/domain (shared with the web); the server's modules import it here. */
export { type Action, allows, POLICY, seesEveryCentre } from '@dialysis/domain';
