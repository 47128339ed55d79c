import { useDeferredValue } from 'react';
import { landingCopy } from '../../../content/copy';
import { assessmentCopy } from '../../../content/flow-copy';
import { orderQuestions } from '../../../domain/chapters';
import { useQuestionnaire } from '../../features/assessment/api/get-questionnaire';
import { AssessmentScreen } from '../../features/assessment/components/assessment-screen';
import { PageLoading } from '../../features/assessment/components/page-loading';
import { QueryError } from '../../features/assessment/components/query-error';

export function meta() {
  return [
    { title: `${assessmentCopy.pageTitle} · Uplift Founder Audit` },
    { name: 'description', content: landingCopy.subline },
  ];
}

export default function Assessment() {
  // The questionnaire arrives as an urgent update (React Query's store); rendering it as a deferred
  // value lets React build the screen in interruptible slices instead of one long task.
  const questionnaire = useDeferredValue(useQuestionnaire());
  if (questionnaire.isPending) return <PageLoading text={assessmentCopy.loading} />;
  if (questionnaire.isError)
    return (
      <main>
        <QueryError
          fullPage
          title={assessmentCopy.errorTitle}
          message={questionnaire.error.message}
          onRetry={() => void questionnaire.refetch()}
          retryLabel={assessmentCopy.retry}
        />
      </main>
    );
  if (orderQuestions(questionnaire.data.chapters, questionnaire.data.questions).length === 0)
    return (
      <main className="flex min-h-dvh items-center justify-center px-6">
        <h1 className="font-semibold text-2xl text-ink">{assessmentCopy.empty}</h1>
      </main>
    );
  return <AssessmentScreen questionnaire={questionnaire.data} />;
}
