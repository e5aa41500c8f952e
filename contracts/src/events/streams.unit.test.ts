import { jalkalEditStream } from './jalkalEdit';
import { categoryStream, discountStream, mohallaStream, roleStream, wardStream, zoneStream } from './masters';
import { mutationStream } from './mutation';
import { objectionStream } from './objection';
import { paymentStream } from './payment';
import { propertyStream } from './property';
import { selfAssessmentStream } from './selfAssessment';

describe('stream names (ARCHITECTURE.md "Streams")', () => {
  it.each([
    [propertyStream, 'property-X'],
    [paymentStream, 'payment-X'],
    [objectionStream, 'objection-X'],
    [mutationStream, 'mutation-X'],
    [selfAssessmentStream, 'selfAssessment-X'],
    [jalkalEditStream, 'jalkalEdit-X'],
    [zoneStream, 'zone-X'],
    [wardStream, 'ward-X'],
    [mohallaStream, 'mohalla-X'],
    [discountStream, 'discount-X'],
    [roleStream, 'role-X'],
    [categoryStream, 'category-X'],
  ])('names %p streams %s', (streamOf, name) => {
    expect(streamOf('X')).toBe(name);
  });
});
