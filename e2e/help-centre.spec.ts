import { expect, test } from '@playwright/test';
import { chooseOption, shot, signInAndWait, switchToChinese } from './support.ts';

test.describe('help centre', () => {
  // Sign-in, debounced searches and a language switch: more than the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('a principal searches the help centre and reads an answer', async ({ page }) => {
    await signInAndWait(page, 'principal');
    await page.getByRole('button', { name: 'Help Centre' }).click();
    await expect(page).toHaveURL(/\/help-centre$/);
    await expect(page.getByRole('heading', { name: 'Help Centre' })).toBeVisible();
    await expect(page.getByTestId('faq-categories')).toContainText('Payments');
    await expect(page.getByTestId('faq-result').first()).toContainText('What is PortLedger');
    await shot(page, 'en-list');

    // Typing searches by itself once the typing pauses (debounced), no Enter needed.
    await page.getByRole('searchbox', { name: 'Search the help centre' }).fill('prefunding advance');
    await expect(page).toHaveURL(/q=prefunding/);
    const first = page.getByTestId('faq-result').first();
    await expect(first).toContainText('How do prefunding and the advance payment work?');
    await expect(page.getByTestId('faq-total')).toContainText('Results for “prefunding advance”');
    await shot(page, 'en-search');

    await first.getByRole('link').click();
    await expect(
      page.getByRole('heading', { name: 'How do prefunding and the advance payment work?' }),
    ).toBeVisible();
    const answer = page.getByTestId('faq-answer');
    await expect(answer.locator('ol > li')).toHaveCount(4);
    await expect(answer).toContainText('Advance amount = PDA agreed total × prefunding agreed %');
    await expect(page.getByTestId('faq-related')).toContainText('What are payment instructions');
    await expect(page.getByTestId('faq-edit')).toHaveCount(0);
    await shot(page, 'en-article');

    await page.getByTestId('faq-back').click();
    await expect(page).toHaveURL(/\/help-centre\?q=prefunding/);
    await expect(page.getByRole('searchbox', { name: 'Search the help centre' })).toHaveValue(
      'prefunding advance',
    );
  });

  test('an agent reads the help centre in Chinese', async ({ page }) => {
    await signInAndWait(page, 'agent');
    await switchToChinese(page);
    await page.goto('/help-centre');
    await expect(page.getByRole('heading', { name: '帮助中心' })).toBeVisible();
    await page.getByTestId('faq-categories').getByText('FDA 与质询').click();
    await expect(page).toHaveURL(/category=fda/);
    await expect(page.getByTestId('faq-result')).toHaveCount(3);
    await shot(page, 'zh-category');

    const search = page.getByRole('searchbox', { name: '搜索帮助中心' });
    await search.fill('问询');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=%E9%97%AE%E8%AF%A2/);
    await page.getByRole('link', { name: '审核员对我的 FDA 发起了问询，如何答复？' }).click();
    await expect(
      page.getByRole('heading', { name: '审核员对我的 FDA 发起了问询，如何答复？' }),
    ).toBeVisible();
    await expect(page.getByTestId('faq-answer')).toContainText('点击“答复问询”，填写答复并发送。');
    await expect(page.getByTestId('faq-related')).toContainText('委托方退回了我的 FDA，接下来怎么办？');
    await shot(page, 'zh-article');

    // The status overview lists the statuses in Chinese, from the state machine.
    await page.goto('/help-centre?q=%E7%8A%B6%E6%80%81');
    await page.getByRole('link', { name: '船舶挂靠的各个状态是什么意思？下一步由谁操作？' }).click();
    await expect(
      page.getByTestId('faq-answer').locator('li').filter({ hasText: 'FDA 质询中：' }),
    ).toContainText('下一步：代理答复问询。');
  });

  test('an unknown article shows the 404 page', async ({ page }) => {
    await signInAndWait(page, 'agent', '/help-centre/999999');
    await expect(page.getByText('Whoops, that page is gone.')).toBeVisible({ timeout: 20_000 });
    await shot(page, 'en-404');
    await page.goto('/help-centre/not-a-number');
    await expect(page.getByText('Whoops, that page is gone.')).toBeVisible({ timeout: 20_000 });
  });

  test('an operator writes, edits and deletes an article', async ({ page, context }) => {
    // Two pages, three saves and a delete.
    test.setTimeout(180_000);
    const stamp = Date.now();
    const question = `How do I report a berth delay? ${stamp}`;
    await signInAndWait(page, 'operator', '/help-centre');
    await page.getByTestId('faq-create').click();
    const drawer = page.getByRole('dialog', { name: 'New help article' });
    await drawer.getByRole('button', { name: 'Create article' }).click();
    await expect(drawer.getByText('Category is required')).toBeVisible();
    await expect(drawer.getByText('Question (Chinese) is required')).toBeVisible();

    await chooseOption(page, 'faq-category', /^Port calls$/);
    await page.getByLabel('Question (English)').fill(question);
    await page.getByLabel('Question (Chinese)').fill(`如何报告靠泊延误？${stamp}`);
    await page
      .getByLabel('Answer (English)')
      .fill('Tell the agent at once.\n- Note the time.\n- Name the cause.');
    await page.getByLabel('Answer (Chinese)').fill('请立即告知代理。\n- 记录时间。\n- 说明原因。');
    await shot(page, 'en-editor');
    // The save, then the article page (a lazily loaded chunk): on a loaded CI machine this took
    // longer than the default 7.5 s once, so wait for the answer first and give the page its time.
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && /\/faqs$/.test(new URL(response.url()).pathname),
    );
    await drawer.getByRole('button', { name: 'Create article' }).click();
    expect((await created).status()).toBe(200);
    await expect(page.getByRole('heading', { name: question })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('faq-answer').locator('ul > li')).toHaveText([
      'Note the time.',
      'Name the cause.',
    ]);
    const url = page.url();

    // A colleague changes the article while this editor is open: saving is refused, reload shows theirs.
    await page.getByTestId('faq-edit').click();
    await page.getByLabel('Answer (English)').fill('Tell the agent and the master at once.');
    const colleague = await context.newPage();
    await colleague.goto(url);
    await colleague.getByTestId('faq-edit').click();
    await colleague.getByLabel('Answer (English)').fill('Call the agent within one hour.\n- Note the time.');
    await colleague.getByTestId('faq-save').click();
    await colleague
      .getByRole('dialog', { name: 'Save the changes to this article?' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(colleague.getByTestId('faq-answer')).toContainText('Call the agent within one hour.');
    await colleague.close();

    await page.getByTestId('faq-save').click();
    await page
      .getByRole('dialog', { name: 'Save the changes to this article?' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(page.getByTestId('faq-conflict')).toContainText('This article has changed meanwhile');
    await shot(page, 'en-conflict');
    await page.getByTestId('faq-conflict-reload').click();
    await expect(page.getByLabel('Answer (English)')).toHaveValue(
      'Call the agent within one hour.\n- Note the time.',
    );
    await page
      .getByLabel('Answer (English)')
      .fill('Tell the agent and the master at once.\n- Note the time.');
    await page.getByTestId('faq-save').click();
    await page
      .getByRole('dialog', { name: 'Save the changes to this article?' })
      .getByRole('button', { name: 'Save changes' })
      .click();
    await expect(page.getByText('Article saved.')).toBeVisible();
    await expect(page.getByTestId('faq-answer')).toContainText('Tell the agent and the master at once.');

    await page.getByTestId('faq-delete').click();
    const confirm = page.getByRole('dialog', { name: 'Delete this article?' });
    await expect(confirm).toContainText(`“${question}” will no longer be shown to anyone.`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/help-centre$/);
    await page.goto(url);
    await expect(page.getByText('Whoops, that page is gone.')).toBeVisible({ timeout: 20_000 });
  });

  test('an operator works on the help centre in Chinese', async ({ page }) => {
    await signInAndWait(page, 'operator');
    await switchToChinese(page);
    await page.goto('/help-centre');
    await expect(page.getByTestId('faq-create')).toHaveText('新建文章');
    await page.getByTestId('faq-result').first().getByRole('link').click();
    await page.getByTestId('faq-edit').click();
    await expect(page.getByLabel('问题（中文）')).toHaveValue(
      'PortLedger 是什么？委托方、代理和审核员分别做什么？',
    );
    await shot(page, 'zh-editor');
    await page.getByRole('dialog', { name: '编辑帮助文章' }).getByRole('button', { name: '取消' }).click();
    await page.goto('/help-centre/999999');
    await expect(page.getByText('糟糕，该页面不存在。')).toBeVisible({ timeout: 20_000 });
    await shot(page, 'zh-404');
  });
});
