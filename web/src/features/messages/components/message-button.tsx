import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** 'Message' beside 'Connected' on a connection's profile: opens (or starts) the conversation with them. */
export function MessageButton({ memberId }: { memberId: number }) {
  const navigate = useNavigate();
  return (
    <Button type="primary" block onClick={() => navigate(paths.messages.getHref({ with: memberId }))}>
      Message
    </Button>
  );
}
