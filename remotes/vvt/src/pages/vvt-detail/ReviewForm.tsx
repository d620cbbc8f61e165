import { useState } from 'react';
import { Button } from 'primereact/button';
import { InputTextarea } from 'primereact/inputtextarea';
import { toast, toastSaveFailed } from '@vws/shared/core';
import type { ReviewDecision } from '@vws/shared/contract/vvt';
import { useVvtReviewMutation } from '../../api';
import { useVvtTranslation } from '../../i18n';

const COMMENT_MAX = 4000;

/** The DPO's decision on the record: approve, or return with a comment (required) for its assignees; each an immediate call. */
export function ReviewForm({ id }: { id: number }) {
  const { t } = useVvtTranslation();
  const [decide, { isLoading }] = useVvtReviewMutation();
  const [comment, setComment] = useState('');
  const [commentMissing, setCommentMissing] = useState(false);

  const submit = async (decision: ReviewDecision) => {
    if (decision === 'returned' && comment.trim() === '') {
      setCommentMissing(true);
      document.getElementById('vvt-review-comment')?.focus();
      return;
    }
    try {
      await decide({ IdVerarbeitung: id, decision, comment: comment.trim() }).unwrap();
      toast.success(t(decision === 'approved' ? 'review.approvedToast' : 'review.returnedToast'));
      setComment('');
      setCommentMissing(false);
    } catch (error) {
      toastSaveFailed(error);
    }
  };

  return (
    <div className="mt-3 p-fluid">
      <label htmlFor="vvt-review-comment" className="block mb-1">
        {t('review.comment')}
      </label>
      <InputTextarea
        id="vvt-review-comment"
        rows={2}
        maxLength={COMMENT_MAX}
        value={comment}
        onChange={(e) => {
          setComment(e.target.value);
          if (e.target.value.trim()) setCommentMissing(false);
        }}
        aria-invalid={commentMissing}
        aria-describedby="vvt-review-comment-hint"
      />
      <small
        id="vvt-review-comment-hint"
        className={`block ${commentMissing ? 'p-error' : 'text-color-secondary'}`}
        role={commentMissing ? 'alert' : undefined}
      >
        {t(commentMissing ? 'review.commentRequired' : 'review.commentHint')}
      </small>
      <div className="flex flex-wrap gap-2 mt-2">
        <Button type="button" label={t('review.approve')} icon="pi pi-check" className="w-auto" loading={isLoading} onClick={() => void submit('approved')} />
        <Button
          type="button"
          label={t('review.return')}
          icon="pi pi-replay"
          severity="warning"
          outlined
          className="w-auto"
          disabled={isLoading}
          onClick={() => void submit('returned')}
        />
      </div>
    </div>
  );
}
