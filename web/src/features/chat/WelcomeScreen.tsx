// The welcome screen of a new conversation: the four starter questions, each sent with one click.
import { Button } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { STARTER_QUESTIONS } from '@contracts/chat';
import { CHAT } from '@contracts/messages';

export function WelcomeScreen({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <section className="chat-welcome" aria-labelledby="chat-welcome-title">
      <BugOutlined className="chat-welcome-icon" aria-hidden />
      <h2 id="chat-welcome-title" className="chat-welcome-title">
        {CHAT.welcomeTitle}
      </h2>
      <p className="chat-welcome-text">{CHAT.welcome}</p>
      <ul className="chat-starters">
        {STARTER_QUESTIONS.map((question) => (
          <li key={question}>
            <Button className="chat-starter" block disabled={disabled} onClick={() => onAsk(question)}>
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
