import {
  BookOutlined,
  CalendarOutlined,
  FileTextOutlined,
  ReadOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Flex } from 'antd';
import { Card } from '@/components/ui/card';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * The two further cards of the home feed's left column: quick links
 * to the member's network and resources, and to the professional content.
 */
export function HomeSideCards() {
  return (
    <>
      <Card
        title={
          <span role="heading" aria-level={2}>
            Resources
          </span>
        }
        size="small"
      >
        <Flex vertical gap={8}>
          <Link to={paths.network.getHref()}>
            <TeamOutlined /> My Network
          </Link>
          <Link to={paths.events.getHref()}>
            <CalendarOutlined /> Medical Events
          </Link>
          <Link to={paths.news.getHref()}>
            <ReadOutlined /> Medical News
          </Link>
          <Link to={paths.cme.getHref()}>
            <BookOutlined /> CME Opportunities
          </Link>
        </Flex>
      </Card>
      <Card
        title={
          <span role="heading" aria-level={2}>
            Professional Content
          </span>
        }
        size="small"
      >
        <Flex vertical gap={8}>
          <Link to={paths.contents.getHref()}>
            <FileTextOutlined /> Browse articles, research and case studies
          </Link>
        </Flex>
      </Card>
    </>
  );
}
