import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useScriptPending } from '~/lib/use-hydrated';
import { saveLessonOrder } from './content-api';
import { editHref, StatusCell } from './content-list';
import { groupLessons, moduleNumberAt, moveEntry, orderBody, type CourseGroup } from './lesson-groups';
import type { ContentSummary } from '../../../common/content-kinds';
import type { StudioCourse } from './kind-fields';

export interface LessonOrderProps {
  lessons: ContentSummary[];
  timeZone: string;
  /** Every course of the catalogue, in its order (server/courses/course-catalogue.ts). */
  courses: readonly StudioCourse[];
}

/**
 * Lessons by course and module (issue 29), in the order learners meet them. Lessons within a module and
 * modules within a course move by drag-and-drop (dnd-kit: pointer, or the keyboard: Space to lift, arrows to
 * move, Space to drop, each step announced) or by their "Move up"/"Move down" buttons; every move is saved at
 * once through PUT /api/admin/content/lessons/order. Loaded only on this view (lazy-lesson-order.tsx).
 */
export default function LessonOrder({ lessons, timeZone, courses: catalogue }: LessonOrderProps) {
  const courseTitle = (courseId: string) => catalogue.find((course) => course.id === courseId)?.title ?? courseId;
  const [courses, setCourses] = useState(() =>
    groupLessons(
      lessons,
      catalogue.map((course) => course.id),
    ),
  );
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const commit = async (next: CourseGroup) => {
    const before = courses;
    setCourses((all) => all.map((course) => (course.courseId === next.courseId ? next : course)));
    setStatus({ ok: true, text: 'Saving the order…' });
    const body = orderBody(next);
    const result = await saveLessonOrder(body.courseId, body.modules);
    if (result.ok) setStatus({ ok: true, text: `The order of ${courseTitle(next.courseId)} is saved.` });
    else {
      setCourses(before);
      setStatus({ ok: false, text: `The order was not saved: ${result.message}` });
    }
  };

  return (
    <div className="flex flex-col gap-8">
      <p role="status" className={status?.ok === false ? 'text-sm font-medium text-red-700' : 'min-h-5 text-sm text-slate-700'}>
        {status?.text ?? ''}
      </p>
      {courses.map((course) => (
        <CourseOrder
          key={course.courseId}
          course={course}
          title={courseTitle(course.courseId)}
          timeZone={timeZone}
          onChange={(next) => void commit(next)}
        />
      ))}
    </div>
  );
}

function useListSensors() {
  return useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}

/** Screen-reader announcements that name the thing moved and where it is, not dnd-kit's internal ids. */
function announcements(nameOf: (id: string) => string, placeOf: (id: string) => string): Announcements {
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(String(active.id))}, ${placeOf(String(active.id))}.`,
    onDragOver: ({ active, over }) => (over ? `${nameOf(String(active.id))} is over ${placeOf(String(over.id))}.` : undefined),
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(String(active.id))} dropped at ${placeOf(String(over.id))}.` : `${nameOf(String(active.id))} dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(String(active.id))} was cancelled.`,
  };
}

const instructions = {
  draggable:
    'To move it, press Space, then the up and down arrows, then Space again to drop it or Escape to cancel. The Move up and Move down buttons do the same.',
};

function CourseOrder({
  course,
  title,
  timeZone,
  onChange,
}: {
  course: CourseGroup;
  title: string;
  timeZone: string;
  onChange: (next: CourseGroup) => void;
}) {
  const sensors = useListSensors();
  const moduleIds = course.modules.map((group) => `${course.courseId}:module:${group.module}`);
  const moveModule = (from: number, to: number) => onChange({ ...course, modules: moveEntry(course.modules, from, to) });
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) moveModule(moduleIds.indexOf(String(active.id)), moduleIds.indexOf(String(over.id)));
  };
  const nameOf = (id: string) => `module ${course.modules[moduleIds.indexOf(id)]?.module ?? ''}`;
  const placeOf = (id: string) => `position ${moduleIds.indexOf(id) + 1} of ${moduleIds.length}`;
  return (
    <section aria-labelledby={`course-${course.courseId}`}>
      <h2 id={`course-${course.courseId}`} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: announcements(nameOf, placeOf), screenReaderInstructions: instructions }}
      >
        <SortableContext items={moduleIds} strategy={verticalListSortingStrategy}>
          <ol className="flex flex-col gap-4">
            {course.modules.map((group, index) => (
              <SortableRow
                key={moduleIds[index]}
                id={moduleIds[index]!}
                label={`Module ${moduleNumberAt(course, index)}`}
                moveUp={index > 0 ? () => moveModule(index, index - 1) : undefined}
                moveDown={index < course.modules.length - 1 ? () => moveModule(index, index + 1) : undefined}
                heading
              >
                <ModuleLessons
                  lessons={group.lessons}
                  timeZone={timeZone}
                  onChange={(lessons) =>
                    onChange({ ...course, modules: course.modules.map((m, i) => (i === index ? { ...m, lessons } : m)) })
                  }
                />
              </SortableRow>
            ))}
          </ol>
        </SortableContext>
      </DndContext>
    </section>
  );
}

function ModuleLessons({
  lessons,
  timeZone,
  onChange,
}: {
  lessons: ContentSummary[];
  timeZone: string;
  onChange: (next: ContentSummary[]) => void;
}) {
  const sensors = useListSensors();
  const ids = lessons.map((lesson) => lesson.id);
  const move = (from: number, to: number) => onChange(moveEntry(lessons, from, to));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  const nameOf = (id: string) => lessons[ids.indexOf(id)]?.title ?? 'the lesson';
  const placeOf = (id: string) => `lesson ${ids.indexOf(id) + 1} of ${ids.length}`;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcements(nameOf, placeOf), screenReaderInstructions: instructions }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className="mt-2 flex flex-col gap-1">
          {lessons.map((lesson, index) => (
            <SortableRow
              key={lesson.id}
              id={lesson.id}
              label={lesson.title || '(untitled)'}
              moveUp={index > 0 ? () => move(index, index - 1) : undefined}
              moveDown={index < lessons.length - 1 ? () => move(index, index + 1) : undefined}
            >
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <Link to={editHref('lessons', lesson.id)} className="font-medium text-blue-700 underline-offset-2 hover:underline">
                  {index + 1}. {lesson.title || '(untitled)'}
                </Link>
                <StatusCell row={lesson} timeZone={timeZone} />
              </div>
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  label,
  moveUp,
  moveDown,
  heading = false,
  children,
}: {
  id: string;
  label: string;
  moveUp?: () => void;
  moveDown?: () => void;
  heading?: boolean;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  // Until the order's code has run, the buttons do nothing: disabled, as the Button component does (decision 031e).
  const pending = useScriptPending();
  const iconButton =
    'inline-flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:opacity-30';
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded-lg border border-slate-200 bg-white p-2 ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <div className="flex items-start gap-1">
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
          className={`${iconButton} cursor-grab`}
        >
          <GripVertical aria-hidden className="size-4" />
        </button>
        <div className="min-w-0 flex-1">
          {heading ? <h3 className="py-1 font-semibold text-slate-900">{label}</h3> : null}
          {heading ? children : <div className="flex py-1">{children}</div>}
        </div>
        <button type="button" onClick={moveUp} disabled={!moveUp || pending} aria-label={`Move ${label} up`} className={iconButton}>
          <ArrowUp aria-hidden className="size-4" />
        </button>
        <button type="button" onClick={moveDown} disabled={!moveDown || pending} aria-label={`Move ${label} down`} className={iconButton}>
          <ArrowDown aria-hidden className="size-4" />
        </button>
      </div>
    </li>
  );
}
