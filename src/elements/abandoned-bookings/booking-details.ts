/**
 * The details of one abandoned booking, from GetAbandonedBooking: its care type, address,
 * preferences, the staff's note, where the customer came from and what they answered, and each
 * pet's health issues, emergency contact and answers. Everything the customer typed is text,
 * never markup, and a link they gave (the referring page) is shown, not followed.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { AbandonedBooking } from '../../api/abandoned-bookings.js';
import type { QuestionAnswer } from '../../api/common.js';
import type { BoardFormat } from './board-format.js';

/** How often a customer comes back, by the API's frequency type: its unit, and the days in one. */
const units: ReadonlyMap<string, readonly ['day' | 'week' | 'month', number]> = new Map([
  ['PREFERRED_FREQUENCY_TYPE_DAY', ['day', 1]],
  ['PREFERRED_FREQUENCY_TYPE_WEEK', ['week', 7]],
  ['PREFERRED_FREQUENCY_TYPE_MONTH', ['month', 30]],
]);

/** Non-empty parts joined, or nothing. */
const joined = (parts: readonly string[], separator = ', ') =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(separator);

function item(label: string, value: string | TemplateResult): TemplateResult | typeof nothing {
  return value === '' ? nothing : html`<div class="detail"><dt>${label}</dt><dd>${value}</dd></div>`;
}

function answers(list: readonly QuestionAnswer[]): TemplateResult | '' {
  const given = list.filter((each) => each.answer.trim());
  if (given.length === 0) return '';
  return html`<dl class="answers">
    ${given.map((each) => html`<dt>${each.question || each.key}</dt><dd>${each.answer}</dd>`)}
  </dl>`;
}

function preferences({ customer, abandonPreference }: AbandonedBooking, format: BoardFormat): string {
  const days = customer?.preferredFrequencyDay ?? 0;
  const unit = units.get(customer?.preferredFrequencyType ?? '');
  const every = unit && days > 0 ? format.text.every(Math.max(1, Math.round(days / unit[1])), unit[0]) : '';
  return joined(
    [format.preference(abandonPreference?.preferredDay ?? ''), format.preference(abandonPreference?.preferredTime ?? ''), every],
    ' · ',
  );
}

/** A booking's details, or that nothing more was recorded. */
export function bookingDetails(booking: AbandonedBooking, format: BoardFormat): TemplateResult {
  const { text } = format;
  const { customer, address } = booking;
  const place = address
    ? joined([address.address1, address.address2, address.city, address.state, address.postalCode, address.country])
    : '';
  const pets = booking.pets.map((pet) => {
    const emergency = joined([pet.emergencyContactName, pet.emergencyContactPhone]);
    const facts = [
      item(text.healthLabel, pet.healthIssues.trim()),
      item(text.emergencyLabel, emergency),
      item(text.answersLabel, answers(pet.questionAnswerList)),
    ];
    return facts.every((fact) => fact === nothing)
      ? nothing
      : html`<div class="pet-details">
          <p class="pet-name">${pet.petServiceDetail?.pet?.name.trim() || text.unnamedPet}</p>
          <dl>${facts}</dl>
        </div>`;
  });
  const facts = [
    item(text.careTypeLabel, format.careType(booking.careType)),
    item(text.addressLabel, place),
    item(text.preferencesLabel, preferences(booking, format)),
    item(text.notesLabel, booking.additionalNote.trim()),
    item(text.referralLabel, joined([customer?.referralSource ?? '', customer?.referer ?? ''], ' · ')),
    item(text.answersLabel, answers(customer?.questionAnswerList ?? [])),
  ];
  if (facts.every((fact) => fact === nothing) && pets.every((pet) => pet === nothing))
    return html`<p class="muted">${text.nothingMore}</p>`;
  return html`<dl>${facts}</dl>
    ${pets}`;
}
