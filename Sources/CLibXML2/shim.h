#include <libxml/xmlversion.h>
/* Debian's libxml2 is built with ICU, so encoding.h would include the system's
 * <unicode/ucnv.h>, whose UErrorCode clashes with the one Foundation vendors in
 * _FoundationICU and breaks every Swift file importing both. Bitext never touches
 * an encoding handler (the only struct the flag changes: two trailing pointers),
 * so hiding ICU from Swift is safe. */
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
