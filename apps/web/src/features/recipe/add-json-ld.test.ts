import { afterEach, describe, expect, it } from 'vitest';
import { addJsonLd } from './add-json-ld.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('addJsonLd', () => {
  it('is placed as data in the head and removed again', () => {
    const remove = addJsonLd({ name: 'Tomatoes </script><b>' });
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '')).toEqual({ name: 'Tomatoes </script><b>' });
    expect(script?.textContent).not.toContain('</script>');
    remove();
    expect(document.head.querySelector('script')).toBeNull();
  });
});
