// Owns the /faq page's content: six categories of three questions about the product itself.
import { MONTHLY_TOKEN_ALLOCATION } from '../contracts/tokens';
import { withThousands } from '../contracts/numbers';

export interface QuestionAnswer {
  question: string;
  answer: string;
}

export interface FaqCategory {
  /** A stable id for anchors and labels. */
  id: string;
  title: string;
  items: QuestionAnswer[];
}

export const SITE_FAQ: readonly FaqCategory[] = [
  {
    id: 'about',
    title: 'About',
    items: [
      {
        question: 'What is this service?',
        answer:
          'An AI pest-control advisor: you describe what you are seeing, the AI consultant identifies the likely pest and explains safe, eco-friendly steps you can take yourself, and when a job needs a professional it connects you with vetted pest-control providers near you.',
      },
      {
        question: 'Is it free to use?',
        answer: `Yes. Basic consultation and identification are free. Premium AI features use tokens: every free account receives ${withThousands(MONTHLY_TOKEN_ALLOCATION)} tokens each month, and subscribers get more depending on their plan.`,
      },
      {
        question: 'Who is it for?',
        answer:
          'Homeowners, renters, property managers and businesses who want to understand a pest problem and solve it safely, and pest-control businesses who want to reach people who need their help.',
      },
    ],
  },
  {
    id: 'ai-chat',
    title: 'AI Chat Features',
    items: [
      {
        question: 'What can the AI consultant help me with?',
        answer:
          'It identifies pests from your description, explains why they are there, gives DIY-first, eco-friendly treatment and prevention steps with safety notes for children, pets and the elderly, and tells you plainly when it is time to call a professional.',
      },
      {
        question: 'How do tokens work?',
        answer: `Each AI reply uses tokens from your balance. Free accounts get ${withThousands(MONTHLY_TOKEN_ALLOCATION)} tokens every month; the allocation resets monthly and your current balance and reset date are shown on your profile.`,
      },
      {
        question: 'Are my conversations saved?',
        answer:
          'Yes. Your conversations are saved to your account so you can return to them from the chat history, and you can delete them or your whole account at any time.',
      },
    ],
  },
  {
    id: 'providers',
    title: 'Provider Network',
    items: [
      {
        question: 'How are providers vetted?',
        answer:
          'Before a provider is listed we check that the business holds a valid pest-control licence where one is required, carries current liability insurance, and that its operators have passed background checks.',
      },
      {
        question: 'How do I contact a provider?',
        answer:
          'Open Find Providers, search by location on the map or in the list, and send a request to the provider you choose. The provider receives your details and the description of your problem and contacts you directly.',
      },
      {
        question: 'How can my business join the network?',
        answer:
          'Use the Add Your Business form with your business details, services and service areas. We review every submission and contact you once your listing is approved.',
      },
    ],
  },
  {
    id: 'reliability',
    title: 'System Monitoring & Reliability',
    items: [
      {
        question: 'What happens if the AI service is unavailable?',
        answer:
          'The app retries failed requests automatically and, if the AI service stays unavailable, tells you so instead of failing silently. Messages you type while offline are kept and sent once the connection is back.',
      },
      {
        question: 'How do you keep the service reliable?',
        answer:
          'Every part of the service is monitored: response times, errors and AI usage are recorded and shown to administrators on a monitoring dashboard, so problems are seen and fixed quickly.',
      },
      {
        question: 'Is my data backed up?',
        answer:
          'Yes. Your account and conversations are stored in a managed database with continuous backups, so they are not lost if a single server fails.',
      },
    ],
  },
  {
    id: 'account',
    title: 'Account & Privacy',
    items: [
      {
        question: 'How do I delete my account?',
        answer:
          'Signed in, open Data Deletion from your profile, optionally give a reason, confirm, and submit the request. Your account and all your personal data, including chat history, are permanently deleted within 30 days.',
      },
      {
        question: 'What data do you collect?',
        answer:
          'Your name and e-mail address, the conversations you have with the AI consultant, the requests you send to providers and basic usage data. The privacy policy explains what each is used for and how long it is kept.',
      },
      {
        question: 'Do you sell my data?',
        answer:
          'No. Your details are shared with a provider only when you send that provider a request, and never sold to third parties.',
      },
    ],
  },
  {
    id: 'support',
    title: 'Technical Support',
    items: [
      {
        question: 'How do I contact support?',
        answer:
          'Use the contact form on the Contact page or write to the support e-mail address shown at the bottom of every page.',
      },
      {
        question: 'When is live chat support available?',
        answer: 'Live chat support is available Monday to Friday, 8am to 6pm EST.',
      },
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'Choose Forgot password? on the login page and enter your e-mail address. We send you a link to set a new password.',
      },
    ],
  },
];
