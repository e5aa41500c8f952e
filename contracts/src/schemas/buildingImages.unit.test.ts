import { errorsOf, parsed } from '../testing/expectSchema';
import { buildingImagesSchema } from './buildingImages';
import { isAllowedImageFile, isAllowedImageType } from './uploads';

const images = {
  buildingImageFront: 'front.jpg',
  buildingImageRight: 'right.png',
  buildingImageLeft: 'left.webp',
};

describe('isAllowedImageType', () => {
  it.each(['a.jpg', 'a.JPEG', 'a.gif', 'a.png', 'a.svg', 'a.webp', 'https://host/x/a.png?v=2'])(
    'allows the file name %s',
    (name) => {
      expect(isAllowedImageType(name)).toBe(true);
    },
  );
  it.each(['image/jpeg', 'image/gif', 'image/png', 'image/svg+xml', 'image/webp', 'IMAGE/PNG'])(
    'allows the mime type %s',
    (mime) => {
      expect(isAllowedImageType(mime)).toBe(true);
    },
  );
  it.each(['a.pdf', 'a.bmp', 'a', 'a.jpg.exe', 'application/pdf', 'image/bmp'])('refuses %s', (value) => {
    expect(isAllowedImageType(value)).toBe(false);
  });
});

describe('isAllowedImageFile', () => {
  it('checks both the name and the mime type of a browser or multer file', () => {
    expect(isAllowedImageFile({ name: 'a.png', type: 'image/png' })).toBe(true);
    expect(isAllowedImageFile({ originalname: 'a.png', mimetype: 'application/pdf' })).toBe(false);
  });
  it('refuses a file that carries neither', () => {
    expect(isAllowedImageFile({})).toBe(false);
  });
});

describe('building images form', () => {
  it('accepts the three views, with the documents optional', () => {
    expect(parsed(buildingImagesSchema, images)).toEqual(images);
  });
  it.each([
    ['buildingImageFront', 'Front view image is required'],
    ['buildingImageRight', 'Right view image is required'],
    ['buildingImageLeft', 'Left view image is required'],
  ])('requires %s', (field, message) => {
    expect(errorsOf(buildingImagesSchema, { ...images, [field]: undefined })).toEqual({ [field]: message });
  });
  it('rejects a view of another type with "Not a valid image type"', () => {
    expect(
      errorsOf(buildingImagesSchema, {
        ...images,
        buildingImageLeft: { name: 'left.pdf', type: 'application/pdf' },
      }),
    ).toEqual({
      buildingImageLeft: 'Not a valid image type',
    });
  });
  it('accepts a PDF electricity bill', () => {
    expect(errorsOf(buildingImagesSchema, { ...images, electricityBill: { name: 'bill.pdf' } })).toEqual({});
  });
});
