/** A guide's tags as small chips (the shared TagList, under the name the guide screens use). */
export { TagList as GuideTags } from '../../../components/ui/tag-list';
