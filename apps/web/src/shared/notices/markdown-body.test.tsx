import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { MarkdownBody } from './markdown-body.tsx';

afterEach(cleanup);

function renderBody(source: string) {
  return render(<MarkdownBody source={source} />).getByTestId('markdown-body');
}

describe('MarkdownBody', () => {
  test('renders a script tag and an onerror image as inert text, never as elements', () => {
    const body = renderBody(
      [
        '안내',
        '',
        '<script>alert(1)</script>',
        '',
        '<img src=x onerror=alert(1)>',
        '',
        'inline <img src=x onerror=alert(2)> and <b onclick=alert(3)>bold</b>',
      ].join('\n'),
    );
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('img')).toBeNull();
    expect(body.querySelector('b')).toBeNull();
    for (const element of body.querySelectorAll('*')) {
      const handlers = [...element.attributes].filter((a) => a.name.startsWith('on'));
      expect(handlers).toEqual([]);
    }
    // The operator sees what went wrong instead of a silently missing part.
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  test('renders Markdown: headings a level down, emphasis and lists', () => {
    const body = renderBody('# 정산 안내\n\n**25일** 지급\n\n- 첫째\n- 둘째\n\n1. 하나');
    expect(body.querySelector('h1')).toBeNull();
    expect(body.querySelector('h2')?.textContent).toBe('정산 안내');
    expect(body.querySelector('strong')?.textContent).toBe('25일');
    expect([...body.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual([
      '첫째',
      '둘째',
    ]);
    expect(body.querySelector('ol li')?.textContent).toBe('하나');
  });

  test('opens web links in a new tab without opener or referrer, and drops script links', () => {
    const body = renderBody(
      '[가이드](https://example.com/guide) [메일](mailto:help@example.com) [위험](javascript:alert(1)) [데이터](data:text/html,<script>alert(1)</script>)',
    );
    const links = [...body.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com/guide',
      'mailto:help@example.com',
    ]);
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[1]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(body.textContent).toContain('위험');
    expect(body.innerHTML).not.toMatch(/javascript:|data:text/);
  });

  test('shows images over https only', () => {
    const body = renderBody(
      '![배너](https://cdn.example.com/banner.png)\n\n![평문](http://cdn.example.com/a.png)\n\n![상대](/a.png)',
    );
    const images = [...body.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      'https://cdn.example.com/banner.png',
    ]);
    expect(images[0]!.getAttribute('alt')).toBe('배너');
    expect(images[0]!.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(body.textContent).toContain('평문');
  });

  test('in a preview outside the site, opens its own pages in a new tab without a router', () => {
    const body = render(
      <MarkdownBody source="[가이드 보기](/guides)" appLinks="new-tab" />,
    ).getByTestId('markdown-body');
    const link = body.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/guides');
    expect(link.getAttribute('target')).toBe('_blank');
  });
});
