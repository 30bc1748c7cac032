// Owns the /faq page's content: six categories of three questions about the product itself, each answer true of what
// the product does (support hours from the contact page's one constant).
import { CONTACT_PAGE } from '../contracts/messages';
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
          'An AI pest-control advisor: you describe what you are seeing, the AI consultant identifies the likely pest and explains safe, eco-friendly steps you can take yourself, and when a job needs a professional you can send your request to a pest-control provider from our directory.',
      },
      {
        question: 'Is it free to use?',
        answer: `Yes. Consultation and identification cost nothing. Each answer from the AI consultant uses tokens from your balance: every account receives ${withThousands(MONTHLY_TOKEN_ALLOCATION)} tokens each month, and you can ask for more from the Tokens tab of your profile.`,
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
        answer: `Each AI reply uses tokens from your balance, depending on the length of the question and the answer. Every account gets ${withThousands(MONTHLY_TOKEN_ALLOCATION)} tokens every month; the allocation resets monthly, and your current balance and next reset date are shown in the Tokens tab of your profile.`,
      },
      {
        question: 'Are my conversations saved?',
        answer:
          'Yes. Your conversations are saved to your account so you can return to them from the chat history. You can delete a conversation with the delete button beside it in the chat history (you are asked to confirm, and its messages are deleted for good), or ask for your whole account to be deleted.',
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
          'Every provider in the directory is added or approved by our team: a business asks to be listed with the Add Your Business form, and an administrator reviews its details before the listing appears. Listed providers agree to our terms for provider listings, which require them to hold the licences, permits and insurance the law requires where they work. We do not inspect their work ourselves, so check a provider\'s credentials before you hire them.',
      },
      {
        question: 'How do I contact a provider?',
        answer:
          'Open Providers, search by location on the map or in the list, and press Contact on the provider you choose to send them a request. The provider receives your request by e-mail with your name and e-mail address, and contacts you directly.',
      },
      {
        question: 'How can my business join the network?',
        answer:
          'Use the Add Your Business form with your business details, services and location. Our administrators receive every submission, review it and can reply to the e-mail address you give; once it is approved, your business appears in the directory.',
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
          'Response times, errors and AI usage are recorded and shown to administrators on a monitoring page, so problems are seen and fixed quickly.',
      },
      {
        question: 'Is my data backed up?',
        answer:
          'Yes. Your account and conversations are stored in a managed database with point-in-time backups, so they are not lost if a single server fails.',
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
          'Signed in, open the Settings tab of your profile and choose Request Data Deletion, optionally give a reason, confirm, and submit the request. Your account and your personal data, including your chat history, are permanently deleted within 30 days; the requests you sent to providers are kept without your name, e-mail address or description.',
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
          'Use the contact form on the Contact page or write to the support e-mail address shown at the bottom of every page. There is no live chat with our team: the AI consultant answers pest questions at any hour.',
      },
      {
        question: 'When does support answer?',
        answer: `Our team answers messages and e-mails ${CONTACT_PAGE.hours}.`,
      },
      {
        question: 'I forgot my password. What should I do?',
        answer:
          'Choose Forgot password? on the login page and enter your e-mail address. We send you a link to set a new password.',
      },
    ],
  },
];
