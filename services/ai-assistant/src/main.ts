import 'reflect-metadata';
import { serviceMain } from '@docnet/platform';
import { AppModule } from './app.module';
import { loadAiAssistantConfig } from './config/ai-assistant.env';

serviceMain('ai-assistant', loadAiAssistantConfig, AppModule.register);
