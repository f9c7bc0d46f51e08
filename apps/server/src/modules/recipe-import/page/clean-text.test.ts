import { describe, expect, it } from 'vitest';
import { collapseWhitespace, decodeEntities, stringLines, stringText } from './clean-text.ts';

describe('decodeEntities', () => {
  it.each([
    ['salt &amp; pepper', 'salt & pepper'],
    ['1&nbsp;cup', '1\u00a0cup'],
    ['1 &frac12; cups', '1 ½ cups'],
    ['350&deg;F', '350°F'],
    ['Mom&rsquo;s', 'Mom’s'],
    ['Mom&#8217;s', 'Mom’s'],
    ['Mom&#x2019;s', 'Mom’s'],
    ['Mom&amp;#8217;s', 'Mom’s'],
    ['&amp;frac12; cup', '½ cup'],
    ['Mac &amp;amp; Cheese', 'Mac & Cheese'],
    ['cr&egrave;me fra&icirc;che', 'crème fraîche'],
    ['&quot;quoted&quot; &lt;b&gt;', '"quoted" <b>'],
    ['AT&T and 5 & 6', 'AT&T and 5 & 6'],
  ])('decodes %s', (raw, text) => {
    expect(decodeEntities(raw)).toBe(text);
  });
});

describe('collapseWhitespace', () => {
  it('collapses spaces, tabs, newlines and non-breaking spaces and trims', () => {
    expect(collapseWhitespace('  1\u00a0cup \n\t flour\u200b  ')).toBe('1 cup flour');
  });
});

describe('stringLines and stringText', () => {
  it('strips tags from a JSON string and decodes entities, also entities encoded twice', () => {
    expect(stringText('<strong>2</strong>&nbsp;<a href="/x">eggs</a>, beaten &amp;amp; cold')).toBe(
      '2 eggs, beaten & cold',
    );
  });

  it('splits on block tags, <br> and newlines', () => {
    expect(stringLines('<p>Mix.</p><p>Bake at 180&deg;C.</p>')).toEqual(['Mix.', 'Bake at 180°C.']);
    expect(stringLines('Mix.<br />Rest.<br>Bake.')).toEqual(['Mix.', 'Rest.', 'Bake.']);
    expect(stringLines('Mix.\n\nRest.\r\nBake.')).toEqual(['Mix.', 'Rest.', 'Bake.']);
  });

  it('strips markup that the JSON escaped', () => {
    expect(stringLines('&lt;p&gt;Mix &amp;amp; rest.&lt;/p&gt;&lt;p&gt;Bake.&lt;/p&gt;')).toEqual([
      'Mix & rest.',
      'Bake.',
    ]);
  });

  it('keeps a lone "<" that is not a tag', () => {
    expect(stringText('cook < 5 minutes')).toBe('cook < 5 minutes');
  });
});
