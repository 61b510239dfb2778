import { useData } from 'vike-react/useData'
import { CommerceProvider } from '../../../runtime/commerce'
import { SectionList } from '../../../runtime/registry/SectionList'
import type { data } from './+data'

type Data = Awaited<ReturnType<typeof data>>

/** The living documentation of the section library: each type's schema text and rendered examples. */
export default function Page() {
  const { groups, commerce } = useData<Data>()
  return (
    <CommerceProvider value={commerce}>
      <header className="catalogue-header container">
        <h1>Section catalogue</h1>
        <p>
          Every section type with the examples from its schema. {groups.length} types. Add one with <code>npm run codegen -- --scaffold &lt;type&gt;</code>.
        </p>
        <nav aria-label="Section types">
          <ul className="catalogue-index">
            {groups.map((group) => (
              <li key={group.uid}>
                <a href={`#${group.uid.replace('.', '-')}`}>{group.title}</a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      {groups.map((group) => (
        <article key={group.uid} className="catalogue-group" aria-labelledby={`${group.uid.replace('.', '-')}-title`}>
          <header className="catalogue-group-header container" id={group.uid.replace('.', '-')}>
            <h2 id={`${group.uid.replace('.', '-')}-title`}>
              {group.title} <code>{group.uid}</code>
            </h2>
            <p>{group.description}</p>
            <p className="catalogue-schema">
              Schema: <code>{group.schema}</code>
            </p>
          </header>
          <SectionList sections={group.sections} page="/_sections" diagnostics />
        </article>
      ))}
    </CommerceProvider>
  )
}
