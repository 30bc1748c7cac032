// Up to 3 follow-up answers for the conversation's stage, above the input (desktop only), each sent with one click.
import { Button } from 'antd';
import { CHAT_LIMITS } from '@contracts/chat';
import { CHAT } from '@contracts/messages';

export function Suggestions({ suggestions, onAsk, disabled }: { suggestions: string[]; onAsk: (answer: string) => void; disabled: boolean }) {
  if (!suggestions.length) return null;
  return (
    <div className="chat-suggestions" role="group" aria-label={CHAT.suggestedAnswers}>
      {suggestions.slice(0, CHAT_LIMITS.suggestions).map((answer) => (
        <Button key={answer} size="small" shape="round" disabled={disabled} onClick={() => onAsk(answer)}>
          {answer}
        </Button>
      ))}
    </div>
  );
}
