import type { helpCentre as en } from '../en-US/help-centre.ts';
import type { Messages } from '../types.ts';

/** 帮助中心：搜索、分类、文章以及审核员的编辑器（issue 7）。 */
export const helpCentre: Messages<typeof en> = {
  intro: '关于 PortLedger 中船舶挂靠、港口使费账单和付款的解答，提供中英文版本。',
  search: {
    placeholder: '搜索问题和答案，例如：预付款、问询',
    label: '搜索帮助中心',
  },
  category: {
    title: '分类',
    all: '全部文章',
  },
  list: {
    total: '共 {{count}} 篇文章',
    totalOne: '共 1 篇文章',
    searched: '“{{q}}”的搜索结果',
    empty: '暂无文章。',
    emptyEditor: '暂无文章。点击“新建文章”撰写第一篇。',
    emptySearch: '没有与“{{q}}”匹配的文章。请换个关键词或选择其他分类。',
    emptyCategory: '该分类下暂无文章。',
    clear: '清除搜索',
    unpublished: '未发布',
  },
  article: {
    back: '返回',
    related: '{{category}}中的其他文章',
    noRelated: '该分类下暂无其他文章。',
    updated: '更新于 {{date}}',
    allArticles: '全部帮助文章',
  },
  action: {
    create: '新建文章',
    edit: '编辑',
    delete: '删除',
  },
  form: {
    createTitle: '新建帮助文章',
    editTitle: '编辑帮助文章',
    category: '分类',
    position: '分类内排序',
    positionHint: '数字越小越靠前。新文章留空则排在最后。',
    published: '已发布',
    publishedHint: '未发布的文章仅审核员可见。',
    questionEn: '问题（英文）',
    questionZh: '问题（中文）',
    answerEn: '答案（英文）',
    answerZh: '答案（中文）',
    answerHint: '每行一个段落。以“- ”开头为列表项，以“1. ”开头为编号步骤。',
    required: '{{field}}为必填项',
    tooLong: '{{field}}最多 {{max}} 个字符',
    create: '创建文章',
    save: '保存',
    cancel: '取消',
    created: '文章已创建。',
    saved: '文章已保存。',
    confirmTitle: '保存对这篇文章的修改？',
    confirmContent: '保存后读者将立即看到新的中英文内容。',
    confirmOk: '保存修改',
  },
  delete: {
    title: '删除这篇文章？',
    content: '删除后，任何人都将无法再看到“{{question}}”。',
    ok: '删除',
    done: '文章已删除。',
  },
  conflict: {
    title: '这篇文章已被他人修改',
    description: '自您打开以来，已有其他人保存或删除了这篇文章。请重新加载查看最新内容；您的修改尚未保存。',
    reload: '重新加载',
  },
};
