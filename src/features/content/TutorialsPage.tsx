import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/Tabs';
import { TUTORIAL_TABS } from './tutorialsContent';

export function TutorialsPage() {
  return (
    <div className="mx-auto max-w-4xl py-6">
      <h1 className="text-3xl font-bold">Tutorials</h1>
      <p className="mt-2 mb-6 text-slate-600 dark:text-slate-400">
        Learn the app, the craft of handicapping and how our models think.
      </p>
      <Tabs defaultValue={TUTORIAL_TABS[0]?.value}>
        <TabsList>
          {TUTORIAL_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value}>
              {tab.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TUTORIAL_TABS.map((tab) => (
          <TabsContent key={tab.value} value={tab.value} className="mt-4 grid gap-4 md:grid-cols-2">
            {tab.lessons.map((lesson) => (
              <section
                key={lesson.title}
                className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
              >
                <h2 className="font-semibold">{lesson.title}</h2>
                <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                  {lesson.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </section>
            ))}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
