import { useId } from 'react'
import type { TeamSection } from '../../runtime/generated/types'
import { Avatar } from '../Avatar'
import { Html } from '../Html'
import { Section } from '../Section'
import { useSectionWords } from '../SectionWords'
import styles from './Team.module.css'

/** Team (schemas/sections/team.schema.json): each person's photo (or initials), name, role and short biography. */
export function Team({ heading, intro, members, anchor, spacing, colour }: TeamSection) {
  const headingId = useId()
  const words = useSectionWords().sectionText.team
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.team}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {heading ?? words.heading}
        </h2>
        {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
      </div>
      <ul className={styles.grid}>
        {members.map((member, i) => (
          <li key={member.id ?? i} className={styles.member}>
            <Avatar name={member.name} photo={member.photo} sizes="(min-width: 640px) 8rem, 5rem" className={styles.photo} />
            <div>
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
              {member.bio && <Html html={member.bio} className={`prose ${styles.bio}`} />}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
