// Angular takes the tags with CUSTOM_ELEMENTS_SCHEMA; its templates do not type-check custom
// elements, so the handlers name their events through HTMLElementEventMap, which the package types.
import '@angular/compiler';
import { CUSTOM_ELEMENTS_SCHEMA, Component, signal } from '@angular/core';
import { bootstrapApplication } from '@angular/platform-browser';
import 'booking-elements/define';
import { createClient } from 'booking-elements';

@Component({
  selector: 'app-root',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <booking-flow zipcode="10001" [client]="api" (booking-flow-complete)="complete($event)" (booking-error)="failed($event)"></booking-flow>
    <p>{{ booked() }}</p>
  `,
})
class App {
  readonly api = createClient({ baseUrl: location.origin });
  readonly booked = signal('');

  complete(event: HTMLElementEventMap['booking-flow-complete']): void {
    this.booked.set(event.detail.slot.startTime);
  }

  failed(event: HTMLElementEventMap['booking-error']): void {
    // @ts-expect-error: a booking error has operation, not operations
    console.warn(event.detail.operations);
  }
}

bootstrapApplication(App).catch((error: unknown) => console.error(error));
