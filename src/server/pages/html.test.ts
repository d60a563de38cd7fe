import { describe, expect, it } from 'vitest';
import { html, trustedHtml } from './html';

describe('the html template', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script>&'`;
    expect(html`<p title="${name}">${name}</p>`.value).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;</p>',
    );
  });

  it('keeps nested templates and trusted markup, joins lists and drops empty values', () => {
    const items = ['a<', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${undefined}${false}${null}${trustedHtml('<hr>')}`.value).toBe('<ul><li>a&lt;</li><li>b</li></ul><hr>');
  });
});
