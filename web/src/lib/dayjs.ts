import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';

// dayjs plugins are registered here, once; everything else imports dayjs from this module.
dayjs.extend(relativeTime);
dayjs.extend(localizedFormat);

export { dayjs };
