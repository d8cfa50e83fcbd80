import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useGuardedMutation } from '../../../../lib/use-guarded-mutation'
import { GradeSelect } from '../../../components/grade-select'
import { useTexts } from '../../../language'
import { errorText } from '../../../lib/error-text'
import { goalsKey, homeKeys } from '../../../lib/query-keys'
import { setGoal, useGoals } from '../api/goals'

/** The student's goal per subject: saved as soon as it is picked. */
export function GoalsPage() {
  const texts = useTexts()
  const queryClient = useQueryClient()
  const goals = useGoals()
  const save = useGuardedMutation({
    mutationFn: (input: { subjectId: number; goal: number }) => setGoal(input.subjectId, input.goal),
    onSuccess: (list) => {
      queryClient.setQueryData(goalsKey, list)
      void queryClient.invalidateQueries({ queryKey: homeKeys.modules })
    },
  })
  if (goals.isPending) return <Loader role="status" aria-label={texts.errors.loading} />
  if (goals.isError) return <Alert color="red">{errorText(goals.error, texts)}</Alert>
  return (
    <Stack py="md">
      <Title order={1}>{texts.goals.title}</Title>
      <Text>{texts.goals.intro}</Text>
      {goals.data.length === 0 && <Text>{texts.goals.none}</Text>}
      {save.isError && <Alert color="red">{errorText(save.error, texts)}</Alert>}
      {save.isSuccess && (
        <Alert color="teal" role="status">
          {texts.goals.saved}
        </Alert>
      )}
      {goals.data.map((goal) => (
        <Card key={goal.subject.id} withBorder padding="sm">
          <Group justify="space-between" align="flex-end">
            <Stack gap={2}>
              <Text fw={600}>{goal.subject.title}</Text>
              {!goal.own && (
                <Text size="sm" c="dimmed">
                  {texts.goals.general}
                </Text>
              )}
            </Stack>
            <GradeSelect
              label={goal.subject.title}
              value={goal.goal}
              minimum={1}
              onChange={(value) => save.mutate({ subjectId: goal.subject.id, goal: value })}
            />
          </Group>
        </Card>
      ))}
    </Stack>
  )
}
