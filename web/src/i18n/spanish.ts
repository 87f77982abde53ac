/** The Spanish (es-US) catalogue and Ant Design's US Spanish: a chunk only Spanish readers load. */
import antd from 'antd/es/locale/es_US';
import messages from './catalogues/es-US.json';
import type { Catalogue } from './catalogue';

export const spanish: Catalogue = { messages, antd };
