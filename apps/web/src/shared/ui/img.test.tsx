import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { IMG_ERROR_CLASS, IMG_PLACEHOLDER, Img } from './img.tsx';

afterEach(cleanup);

test('a failed image becomes the 1 px placeholder in the same box, marked as failed', () => {
  const { rerender } = render(
    <Img
      src="https://cdn.test/thumb.jpg"
      width={160}
      height={90}
      alt="Video"
      className="rounded"
    />,
  );
  const image = screen.getByRole('img', { name: 'Video' }) as HTMLImageElement;
  expect(image.getAttribute('src')).toBe('https://cdn.test/thumb.jpg');
  expect(image.className).toBe('rounded');

  fireEvent.error(image);
  expect(image.getAttribute('src')).toBe(IMG_PLACEHOLDER);
  expect(image.classList.contains(IMG_ERROR_CLASS)).toBe(true);
  expect(image.classList.contains('rounded')).toBe(true);
  // The box does not move: same size attributes, a fixed aspect ratio.
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['160', '90']);
  expect(image.style.aspectRatio).toBe('160 / 90');
  // The placeholder failing too (it cannot, but) does not loop.
  fireEvent.error(image);
  expect(image.getAttribute('src')).toBe(IMG_PLACEHOLDER);

  // A new picture gets its own chance.
  rerender(<Img src="https://cdn.test/other.jpg" width={160} height={90} alt="Video" />);
  expect(image.getAttribute('src')).toBe('https://cdn.test/other.jpg');
  expect(image.classList.contains(IMG_ERROR_CLASS)).toBe(false);
});

test('no source at all shows the placeholder straight away', () => {
  render(<Img src={null} width={40} height={40} alt="" />);
  const image = document.querySelector('img') as HTMLImageElement;
  expect(image.getAttribute('src')).toBe(IMG_PLACEHOLDER);
  expect(image.classList.contains(IMG_ERROR_CLASS)).toBe(true);
});
