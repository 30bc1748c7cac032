// 'Popular Questions': once the conversation has begun, the starter questions stay at hand in a folded panel.
import { Button, Collapse } from 'antd';
import { STARTER_QUESTIONS } from '@contracts/chat';
import { CHAT } from '@contracts/messages';

export function PopularQuestions({ onAsk, disabled }: { onAsk: (question: string) => void; disabled: boolean }) {
  return (
    <Collapse
      className="chat-popular"
      size="small"
      ghost
      items={[
        {
          key: 'popular',
          label: CHAT.popularQuestions,
          children: (
            <ul className="chat-popular-list">
              {STARTER_QUESTIONS.map((question) => (
                <li key={question}>
                  <Button type="link" size="small" disabled={disabled} onClick={() => onAsk(question)}>
                    {question}
                  </Button>
                </li>
              ))}
            </ul>
          ),
        },
      ]}
    />
  );
}
