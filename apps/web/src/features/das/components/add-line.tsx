import { PlusOutlined } from '@ant-design/icons';
import { Button, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptions } from '../../../lib/options.ts';
import { useDraftStore } from './draft-store.ts';

/** Adds a catalogue item to the form: a category, then one of its items (both cached lookups). */
export function AddLine() {
  const { t } = useTranslation();
  const store = useDraftStore();
  const [categoryId, setCategoryId] = useState<number>();
  const [itemId, setItemId] = useState<number>();
  const categories = useOptions('/cost_item_categories/option');
  const items = useOptions(
    '/cost_items/option',
    { cost_item_category_id_eq: categoryId },
    categoryId !== undefined,
  );
  const category = categories.data?.find((row) => row.id === categoryId);
  const item = items.data?.find((row) => row.id === itemId);

  const add = () => {
    if (!category || !item) return;
    store.add({
      costItemId: item.id,
      name: item.name,
      categoryId: category.id,
      categoryName: category.name,
      grouping: String(category.grouping ?? ''),
      price: '',
      destroyed: false,
      comments: [],
      receipts: [],
    });
    setItemId(undefined);
  };

  return (
    <Space wrap style={{ marginTop: 12 }}>
      <Select<number>
        data-testid="add-category"
        style={{ width: 240 }}
        placeholder={t('das.add.category')}
        loading={categories.isLoading}
        value={categoryId}
        onChange={(next) => {
          setCategoryId(next);
          setItemId(undefined);
        }}
        options={categories.data?.map((row) => ({ value: row.id, label: row.name }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Select<number>
        data-testid="add-item"
        style={{ width: 300 }}
        placeholder={t('das.add.item')}
        disabled={categoryId === undefined}
        loading={items.isLoading}
        value={itemId}
        onChange={setItemId}
        options={items.data?.map((row) => ({ value: row.id, label: row.name }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <Button icon={<PlusOutlined />} data-testid="add-line" disabled={!item} onClick={add}>
        {t('das.add.button')}
      </Button>
    </Space>
  );
}
