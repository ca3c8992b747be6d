import { Button } from 'antd';

/** A profile tab's submit button: 'Saving...' and disabled while the save runs. */
export function SaveTabButton({ saving, label }: { saving: boolean; label: string }) {
  return (
    <Button type="primary" htmlType="submit" loading={saving} disabled={saving}>
      {saving ? 'Saving...' : label}
    </Button>
  );
}
