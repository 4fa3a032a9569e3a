/**
 * The English words of "What would you like?" (with `<booking-service>` children), which come with
 * its module: only a flow that names services loads them. The pet's type is named with the words of
 * "Your details". The flow's translations hold them too (`BookingFlowWords`), and a host replaces
 * any of them through the flow's `strings`.
 */
export const servicesStrings = {
  /** The group of the services' checkboxes. */
  servicesLegend: 'Services',
  /** Under it. */
  servicesHint: 'Choose one or more.',
  /** Beside "Continue" while no pet type is chosen. */
  choosePetTypeFirst: 'Choose your pet’s type first',
  /** Beside "Continue" while no service is chosen. */
  chooseServiceFirst: 'Choose a service first',
  /** The services chosen and the pet, in a few words: at the top of the next steps and in the summary. */
  servicesFor: (services: string, pet: string) => `${services} for your ${pet.toLowerCase()}`,
};
export type ServicesStrings = typeof servicesStrings;
