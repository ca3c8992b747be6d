import { screen, within } from '@testing-library/react';
import type { PhiRefusalBody } from '@docnet/contracts';
import PhiRefusalNotice from '@/components/form/phi-refusal-notice';
import { renderScreen } from './support/render';

const body = "Mrs. O'Brien-Núñez, DOB 03/14/1957, MRN 12345678, came back with pain at 36.\n\nWe re-treated the canal.";
const refusal: PhiRefusalBody = {
  message: 'This may identify a patient.',
  findings: [
    { field: 'body', kind: 'date', excerpt: '03/14/1957', start: body.indexOf('03/14/1957'), end: body.indexOf('03/14/1957') + 10 },
    // Offsets of a text since edited: found by its excerpt.
    { field: 'body', kind: 'medical-record-number', excerpt: 'MRN 12345678', start: 0, end: 12 },
  ],
  confirmationToken: 'lw0k1x.token',
};

describe('the PHI refusal notice', () => {
  it('marks the details found in the text itself, beside the list, in the order they appear', () => {
    renderScreen(<PhiRefusalNotice refusal={refusal} fieldLabels={{ body: 'Body' }} texts={{ body }} onConfirm={() => undefined} />);
    const found = within(screen.getByRole('alert', { name: 'Possible patient information' })).getByRole('region', { name: 'Found in Body' });
    expect(Array.from(found.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['03/14/1957', 'MRN 12345678']);
    // The whole text is there, paragraph breaks kept.
    expect(found.querySelector('.phi-marked-text')?.textContent).toBe(body);
  });

  it('lists the findings only when no text is given', () => {
    renderScreen(<PhiRefusalNotice refusal={refusal} onConfirm={() => undefined} />);
    expect(screen.queryByRole('region', { name: /Found in/ })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Possible patient details found' }).children).toHaveLength(2);
  });
});
