import { expect } from '@open-wc/testing';
import { defaultTopics, type Topic } from '../../../src/elements/review-insights/topic-words.js';
import { maxTopics, normalized, topicFinder, topicsIn } from '../../../src/elements/review-insights/topics.js';

const finder = topicFinder(defaultTopics);
/** The ids of the topics a text mentions, in the topics' order. */
const found = (text: string, topics = finder) => topicsIn(topics.find(text), topics.topics).map((place) => topics.topics[place]!.id);

describe('what a review mentions', () => {
  it('finds topics in English reviews, with stems and phrases', () => {
    expect(found('We waited 45 minutes past our appointment time & no one apologised.')).to.deep.equal(['waiting', 'communication']);
    expect(found('I asked for a "teddy bear" face and got something closer to a shave-down.')).to.deep.equal(['style']);
    expect(found('Biscuit came home with a nick on the ear and nobody mentioned it at pickup.')).to.deep.equal(['injury']);
    expect(found('The cut was uneven on one side and Luna had clipper burn on the belly.')).to.deep.equal(['injury', 'style']);
    expect(found('The price went up again without notice.')).to.deep.equal(['price']);
    expect(found('The shop smelled awful and there was hair everywhere.')).to.deep.equal(['cleanliness']);
    expect(found('Great visit! See you next month.')).to.deep.equal([]);
  });

  it('finds them in Spanish and French, accents or not', () => {
    expect(found('Esperamos casi una hora: tardaron muchísimo.')).to.deep.equal(['waiting']);
    expect(found('Pedí un corte de osito y lo raparon entero, no era lo que pedí.')).to.deep.equal(['style']);
    expect(found('Volvió con una herida en la oreja y nadie nos dijo nada.')).to.deep.equal(['injury', 'communication']);
    expect(found('Le prix a encore augmenté, c’est trop cher.')).to.deep.equal(['price']);
    expect(found('Une heure de retard et une coupe trop courte.')).to.deep.equal(['waiting', 'style']);
    expect(found('Il est revenu avec une coupure à l’oreille, il tremblait de peur.')).to.deep.equal(['handling', 'injury']);
    expect(found('La peluquería estaba sucia y olía mal.')).to.deep.equal(['cleanliness']);
  });

  it('does not count what a negation denies, in the three languages, within its sentence', () => {
    expect(found('They were not late at all.')).to.deep.equal([]);
    expect(found("We didn't wait a minute.")).to.deep.equal([]);
    expect(found('No mats, no stress.')).to.deep.equal([]);
    expect(found('No tardaron nada y sin estrés.')).to.deep.equal([]);
    expect(found('Ils n’étaient pas en retard, aucune attente.')).to.deep.equal([]);
    // A negation in the sentence before reaches nothing here.
    expect(found('Not cheap. We waited an hour.')).to.deep.equal(['waiting']);
    // Further than three words before, it is another matter.
    expect(found('Not happy at all: late again.')).to.deep.equal(['waiting']);
  });

  it('counts a phrase that holds its own negation', () => {
    expect(found('Not what I asked for at all.')).to.deep.equal(['style']);
    expect(found("The room wasn't clean.")).to.deep.equal(['cleanliness']);
    expect(found('La salle n’était pas propre.')).to.deep.equal(['cleanliness']);
  });

  it("takes a host's own topics, words and stems, and no more than it can count", () => {
    const own: Topic[] = [
      { id: 'parking', label: 'Parking', words: ['park*', 'estacionamiento', 'stationnement'] },
      { id: 'dryer', words: ['dryer noise'] },
    ];
    const mine = topicFinder(own);
    expect(found('Parking was impossible, and the dryer noise scared him.', mine)).to.deep.equal(['parking', 'dryer']);
    expect(found('No hay estacionamiento.', mine)).to.deep.equal([]);
    const many = Array.from({ length: maxTopics + 5 }, (_, index) => ({ id: `t${index}`, words: [`word${index}`] }));
    expect(topicFinder(many).topics).to.have.length(maxTopics);
    expect(found('word29 word30', topicFinder(many))).to.deep.equal(['t29']);
  });

  it('reads words as written in any case, without accents', () => {
    expect(normalized('Tardó DEMASIADO; wasn’t')).to.equal('tardo demasiado; was not');
  });
});
