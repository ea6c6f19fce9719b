/** A numbered how-to: the order matters, so it is an ordered list with visible numbers. */
export function InstallSteps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="grid gap-4 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-6">
          <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-brand-600 font-bold text-white">
            {index + 1}
          </span>
          <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
          <p className="mt-2 text-slate-700">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
