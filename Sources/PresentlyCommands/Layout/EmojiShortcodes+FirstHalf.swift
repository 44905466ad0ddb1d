extension EmojiShortcodes {
  /// The first half of the short names goldmark-emoji v1.0.6 defines (its GitHub set,
  /// `_tools/github.json`), which gum's `format -t emoji` reads through glamour: each entry a
  /// name and the code points of its emoji in hexadecimal, joined by `-`.
  static let firstHalf = """
    grinning 1F600 smiley 1F603 smile 1F604 grin 1F601 laughing 1F606 satisfied 1F606 sweat_smile 1F605
    rofl 1F923 joy 1F602 slightly_smiling_face 1F642 upside_down_face 1F643 melting_face 1FAE0 wink 1F609
    blush 1F60A innocent 1F607 smiling_face_with_three_hearts 1F970 heart_eyes 1F60D star_struck 1F929
    kissing_heart 1F618 kissing 1F617 relaxed 263A-FE0F kissing_closed_eyes 1F61A kissing_smiling_eyes 1F619
    smiling_face_with_tear 1F972 yum 1F60B stuck_out_tongue 1F61B stuck_out_tongue_winking_eye 1F61C
    zany_face 1F92A stuck_out_tongue_closed_eyes 1F61D money_mouth_face 1F911 hugs 1F917
    hand_over_mouth 1F92D face_with_open_eyes_and_hand_over_mouth 1FAE2 face_with_peeking_eye 1FAE3
    shushing_face 1F92B thinking 1F914 saluting_face 1FAE1 zipper_mouth_face 1F910 raised_eyebrow 1F928
    neutral_face 1F610 expressionless 1F611 no_mouth 1F636 dotted_line_face 1FAE5
    face_in_clouds 1F636-200D-1F32B-FE0F smirk 1F60F unamused 1F612 roll_eyes 1F644 grimacing 1F62C
    face_exhaling 1F62E-200D-1F4A8 lying_face 1F925 shaking_face 1FAE8 relieved 1F60C pensive 1F614
    sleepy 1F62A drooling_face 1F924 sleeping 1F634 mask 1F637 face_with_thermometer 1F912
    face_with_head_bandage 1F915 nauseated_face 1F922 vomiting_face 1F92E sneezing_face 1F927 hot_face 1F975
    cold_face 1F976 woozy_face 1F974 dizzy_face 1F635 face_with_spiral_eyes 1F635-200D-1F4AB
    exploding_head 1F92F cowboy_hat_face 1F920 partying_face 1F973 disguised_face 1F978 sunglasses 1F60E
    nerd_face 1F913 monocle_face 1F9D0 confused 1F615 face_with_diagonal_mouth 1FAE4 worried 1F61F
    slightly_frowning_face 1F641 frowning_face 2639-FE0F open_mouth 1F62E hushed 1F62F astonished 1F632
    flushed 1F633 pleading_face 1F97A face_holding_back_tears 1F979 frowning 1F626 anguished 1F627
    fearful 1F628 cold_sweat 1F630 disappointed_relieved 1F625 cry 1F622 sob 1F62D scream 1F631
    confounded 1F616 persevere 1F623 disappointed 1F61E sweat 1F613 weary 1F629 tired_face 1F62B
    yawning_face 1F971 triumph 1F624 rage 1F621 pout 1F621 angry 1F620 cursing_face 1F92C smiling_imp 1F608
    imp 1F47F skull 1F480 skull_and_crossbones 2620-FE0F hankey 1F4A9 poop 1F4A9 shit 1F4A9 clown_face 1F921
    japanese_ogre 1F479 japanese_goblin 1F47A ghost 1F47B alien 1F47D space_invader 1F47E robot 1F916
    smiley_cat 1F63A smile_cat 1F638 joy_cat 1F639 heart_eyes_cat 1F63B smirk_cat 1F63C kissing_cat 1F63D
    scream_cat 1F640 crying_cat_face 1F63F pouting_cat 1F63E see_no_evil 1F648 hear_no_evil 1F649
    speak_no_evil 1F64A love_letter 1F48C cupid 1F498 gift_heart 1F49D sparkling_heart 1F496
    heartpulse 1F497 heartbeat 1F493 revolving_hearts 1F49E two_hearts 1F495 heart_decoration 1F49F
    heavy_heart_exclamation 2763-FE0F broken_heart 1F494 heart_on_fire 2764-FE0F-200D-1F525
    mending_heart 2764-FE0F-200D-1FA79 heart 2764-FE0F pink_heart 1FA77 orange_heart 1F9E1
    yellow_heart 1F49B green_heart 1F49A blue_heart 1F499 light_blue_heart 1FA75 purple_heart 1F49C
    brown_heart 1F90E black_heart 1F5A4 grey_heart 1FA76 white_heart 1F90D kiss 1F48B 100 1F4AF anger 1F4A2
    boom 1F4A5 collision 1F4A5 dizzy 1F4AB sweat_drops 1F4A6 dash 1F4A8 hole 1F573-FE0F speech_balloon 1F4AC
    eye_speech_bubble 1F441-FE0F-200D-1F5E8-FE0F left_speech_bubble 1F5E8-FE0F right_anger_bubble 1F5EF-FE0F
    thought_balloon 1F4AD zzz 1F4A4 wave 1F44B raised_back_of_hand 1F91A
    raised_hand_with_fingers_splayed 1F590-FE0F hand 270B raised_hand 270B vulcan_salute 1F596
    rightwards_hand 1FAF1 leftwards_hand 1FAF2 palm_down_hand 1FAF3 palm_up_hand 1FAF4
    leftwards_pushing_hand 1FAF7 rightwards_pushing_hand 1FAF8 ok_hand 1F44C pinched_fingers 1F90C
    pinching_hand 1F90F v 270C-FE0F crossed_fingers 1F91E hand_with_index_finger_and_thumb_crossed 1FAF0
    love_you_gesture 1F91F metal 1F918 call_me_hand 1F919 point_left 1F448 point_right 1F449
    point_up_2 1F446 middle_finger 1F595 fu 1F595 point_down 1F447 point_up 261D-FE0F
    index_pointing_at_the_viewer 1FAF5 +1 1F44D thumbsup 1F44D -1 1F44E thumbsdown 1F44E fist_raised 270A
    fist 270A fist_oncoming 1F44A facepunch 1F44A punch 1F44A fist_left 1F91B fist_right 1F91C clap 1F44F
    raised_hands 1F64C heart_hands 1FAF6 open_hands 1F450 palms_up_together 1F932 handshake 1F91D pray 1F64F
    writing_hand 270D-FE0F nail_care 1F485 selfie 1F933 muscle 1F4AA mechanical_arm 1F9BE
    mechanical_leg 1F9BF leg 1F9B5 foot 1F9B6 ear 1F442 ear_with_hearing_aid 1F9BB nose 1F443 brain 1F9E0
    anatomical_heart 1FAC0 lungs 1FAC1 tooth 1F9B7 bone 1F9B4 eyes 1F440 eye 1F441-FE0F tongue 1F445
    lips 1F444 biting_lip 1FAE6 baby 1F476 child 1F9D2 boy 1F466 girl 1F467 adult 1F9D1
    blond_haired_person 1F471 man 1F468 bearded_person 1F9D4 man_beard 1F9D4-200D-2642-FE0F
    woman_beard 1F9D4-200D-2640-FE0F red_haired_man 1F468-200D-1F9B0 curly_haired_man 1F468-200D-1F9B1
    white_haired_man 1F468-200D-1F9B3 bald_man 1F468-200D-1F9B2 woman 1F469
    red_haired_woman 1F469-200D-1F9B0 person_red_hair 1F9D1-200D-1F9B0 curly_haired_woman 1F469-200D-1F9B1
    person_curly_hair 1F9D1-200D-1F9B1 white_haired_woman 1F469-200D-1F9B3
    person_white_hair 1F9D1-200D-1F9B3 bald_woman 1F469-200D-1F9B2 person_bald 1F9D1-200D-1F9B2
    blond_haired_woman 1F471-200D-2640-FE0F blonde_woman 1F471-200D-2640-FE0F
    blond_haired_man 1F471-200D-2642-FE0F older_adult 1F9D3 older_man 1F474 older_woman 1F475
    frowning_person 1F64D frowning_man 1F64D-200D-2642-FE0F frowning_woman 1F64D-200D-2640-FE0F
    pouting_face 1F64E pouting_man 1F64E-200D-2642-FE0F pouting_woman 1F64E-200D-2640-FE0F no_good 1F645
    no_good_man 1F645-200D-2642-FE0F ng_man 1F645-200D-2642-FE0F no_good_woman 1F645-200D-2640-FE0F
    ng_woman 1F645-200D-2640-FE0F ok_person 1F646 ok_man 1F646-200D-2642-FE0F ok_woman 1F646-200D-2640-FE0F
    tipping_hand_person 1F481 information_desk_person 1F481 tipping_hand_man 1F481-200D-2642-FE0F
    sassy_man 1F481-200D-2642-FE0F tipping_hand_woman 1F481-200D-2640-FE0F sassy_woman 1F481-200D-2640-FE0F
    raising_hand 1F64B raising_hand_man 1F64B-200D-2642-FE0F raising_hand_woman 1F64B-200D-2640-FE0F
    deaf_person 1F9CF deaf_man 1F9CF-200D-2642-FE0F deaf_woman 1F9CF-200D-2640-FE0F bow 1F647
    bowing_man 1F647-200D-2642-FE0F bowing_woman 1F647-200D-2640-FE0F facepalm 1F926
    man_facepalming 1F926-200D-2642-FE0F woman_facepalming 1F926-200D-2640-FE0F shrug 1F937
    man_shrugging 1F937-200D-2642-FE0F woman_shrugging 1F937-200D-2640-FE0F
    health_worker 1F9D1-200D-2695-FE0F man_health_worker 1F468-200D-2695-FE0F
    woman_health_worker 1F469-200D-2695-FE0F student 1F9D1-200D-1F393 man_student 1F468-200D-1F393
    woman_student 1F469-200D-1F393 teacher 1F9D1-200D-1F3EB man_teacher 1F468-200D-1F3EB
    woman_teacher 1F469-200D-1F3EB judge 1F9D1-200D-2696-FE0F man_judge 1F468-200D-2696-FE0F
    woman_judge 1F469-200D-2696-FE0F farmer 1F9D1-200D-1F33E man_farmer 1F468-200D-1F33E
    woman_farmer 1F469-200D-1F33E cook 1F9D1-200D-1F373 man_cook 1F468-200D-1F373
    woman_cook 1F469-200D-1F373 mechanic 1F9D1-200D-1F527 man_mechanic 1F468-200D-1F527
    woman_mechanic 1F469-200D-1F527 factory_worker 1F9D1-200D-1F3ED man_factory_worker 1F468-200D-1F3ED
    woman_factory_worker 1F469-200D-1F3ED office_worker 1F9D1-200D-1F4BC man_office_worker 1F468-200D-1F4BC
    woman_office_worker 1F469-200D-1F4BC scientist 1F9D1-200D-1F52C man_scientist 1F468-200D-1F52C
    woman_scientist 1F469-200D-1F52C technologist 1F9D1-200D-1F4BB man_technologist 1F468-200D-1F4BB
    woman_technologist 1F469-200D-1F4BB singer 1F9D1-200D-1F3A4 man_singer 1F468-200D-1F3A4
    woman_singer 1F469-200D-1F3A4 artist 1F9D1-200D-1F3A8 man_artist 1F468-200D-1F3A8
    woman_artist 1F469-200D-1F3A8 pilot 1F9D1-200D-2708-FE0F man_pilot 1F468-200D-2708-FE0F
    woman_pilot 1F469-200D-2708-FE0F astronaut 1F9D1-200D-1F680 man_astronaut 1F468-200D-1F680
    woman_astronaut 1F469-200D-1F680 firefighter 1F9D1-200D-1F692 man_firefighter 1F468-200D-1F692
    woman_firefighter 1F469-200D-1F692 police_officer 1F46E cop 1F46E policeman 1F46E-200D-2642-FE0F
    policewoman 1F46E-200D-2640-FE0F detective 1F575-FE0F male_detective 1F575-FE0F-200D-2642-FE0F
    female_detective 1F575-FE0F-200D-2640-FE0F guard 1F482 guardsman 1F482-200D-2642-FE0F
    guardswoman 1F482-200D-2640-FE0F ninja 1F977 construction_worker 1F477
    construction_worker_man 1F477-200D-2642-FE0F construction_worker_woman 1F477-200D-2640-FE0F
    person_with_crown 1FAC5 prince 1F934 princess 1F478 person_with_turban 1F473
    man_with_turban 1F473-200D-2642-FE0F woman_with_turban 1F473-200D-2640-FE0F man_with_gua_pi_mao 1F472
    woman_with_headscarf 1F9D5 person_in_tuxedo 1F935 man_in_tuxedo 1F935-200D-2642-FE0F
    woman_in_tuxedo 1F935-200D-2640-FE0F person_with_veil 1F470 man_with_veil 1F470-200D-2642-FE0F
    woman_with_veil 1F470-200D-2640-FE0F bride_with_veil 1F470-200D-2640-FE0F pregnant_woman 1F930
    pregnant_man 1FAC3 pregnant_person 1FAC4 breast_feeding 1F931 woman_feeding_baby 1F469-200D-1F37C
    man_feeding_baby 1F468-200D-1F37C person_feeding_baby 1F9D1-200D-1F37C angel 1F47C santa 1F385
    mrs_claus 1F936 mx_claus 1F9D1-200D-1F384 superhero 1F9B8 superhero_man 1F9B8-200D-2642-FE0F
    superhero_woman 1F9B8-200D-2640-FE0F supervillain 1F9B9 supervillain_man 1F9B9-200D-2642-FE0F
    supervillain_woman 1F9B9-200D-2640-FE0F mage 1F9D9 mage_man 1F9D9-200D-2642-FE0F
    mage_woman 1F9D9-200D-2640-FE0F fairy 1F9DA fairy_man 1F9DA-200D-2642-FE0F
    fairy_woman 1F9DA-200D-2640-FE0F vampire 1F9DB vampire_man 1F9DB-200D-2642-FE0F
    vampire_woman 1F9DB-200D-2640-FE0F merperson 1F9DC merman 1F9DC-200D-2642-FE0F
    mermaid 1F9DC-200D-2640-FE0F elf 1F9DD elf_man 1F9DD-200D-2642-FE0F elf_woman 1F9DD-200D-2640-FE0F
    genie 1F9DE genie_man 1F9DE-200D-2642-FE0F genie_woman 1F9DE-200D-2640-FE0F zombie 1F9DF
    zombie_man 1F9DF-200D-2642-FE0F zombie_woman 1F9DF-200D-2640-FE0F troll 1F9CC massage 1F486
    massage_man 1F486-200D-2642-FE0F massage_woman 1F486-200D-2640-FE0F haircut 1F487
    haircut_man 1F487-200D-2642-FE0F haircut_woman 1F487-200D-2640-FE0F walking 1F6B6
    walking_man 1F6B6-200D-2642-FE0F walking_woman 1F6B6-200D-2640-FE0F standing_person 1F9CD
    standing_man 1F9CD-200D-2642-FE0F standing_woman 1F9CD-200D-2640-FE0F kneeling_person 1F9CE
    kneeling_man 1F9CE-200D-2642-FE0F kneeling_woman 1F9CE-200D-2640-FE0F
    person_with_probing_cane 1F9D1-200D-1F9AF man_with_probing_cane 1F468-200D-1F9AF
    woman_with_probing_cane 1F469-200D-1F9AF person_in_motorized_wheelchair 1F9D1-200D-1F9BC
    man_in_motorized_wheelchair 1F468-200D-1F9BC woman_in_motorized_wheelchair 1F469-200D-1F9BC
    person_in_manual_wheelchair 1F9D1-200D-1F9BD man_in_manual_wheelchair 1F468-200D-1F9BD
    woman_in_manual_wheelchair 1F469-200D-1F9BD runner 1F3C3 running 1F3C3 running_man 1F3C3-200D-2642-FE0F
    running_woman 1F3C3-200D-2640-FE0F woman_dancing 1F483 dancer 1F483 man_dancing 1F57A
    business_suit_levitating 1F574-FE0F dancers 1F46F dancing_men 1F46F-200D-2642-FE0F
    dancing_women 1F46F-200D-2640-FE0F sauna_person 1F9D6 sauna_man 1F9D6-200D-2642-FE0F
    sauna_woman 1F9D6-200D-2640-FE0F climbing 1F9D7 climbing_man 1F9D7-200D-2642-FE0F
    climbing_woman 1F9D7-200D-2640-FE0F person_fencing 1F93A horse_racing 1F3C7 skier 26F7-FE0F
    snowboarder 1F3C2 golfing 1F3CC-FE0F golfing_man 1F3CC-FE0F-200D-2642-FE0F
    golfing_woman 1F3CC-FE0F-200D-2640-FE0F surfer 1F3C4 surfing_man 1F3C4-200D-2642-FE0F
    surfing_woman 1F3C4-200D-2640-FE0F rowboat 1F6A3 rowing_man 1F6A3-200D-2642-FE0F
    rowing_woman 1F6A3-200D-2640-FE0F swimmer 1F3CA swimming_man 1F3CA-200D-2642-FE0F
    swimming_woman 1F3CA-200D-2640-FE0F bouncing_ball_person 26F9-FE0F
    bouncing_ball_man 26F9-FE0F-200D-2642-FE0F basketball_man 26F9-FE0F-200D-2642-FE0F
    bouncing_ball_woman 26F9-FE0F-200D-2640-FE0F basketball_woman 26F9-FE0F-200D-2640-FE0F
    weight_lifting 1F3CB-FE0F weight_lifting_man 1F3CB-FE0F-200D-2642-FE0F
    weight_lifting_woman 1F3CB-FE0F-200D-2640-FE0F bicyclist 1F6B4 biking_man 1F6B4-200D-2642-FE0F
    biking_woman 1F6B4-200D-2640-FE0F mountain_bicyclist 1F6B5 mountain_biking_man 1F6B5-200D-2642-FE0F
    mountain_biking_woman 1F6B5-200D-2640-FE0F cartwheeling 1F938 man_cartwheeling 1F938-200D-2642-FE0F
    woman_cartwheeling 1F938-200D-2640-FE0F wrestling 1F93C men_wrestling 1F93C-200D-2642-FE0F
    women_wrestling 1F93C-200D-2640-FE0F water_polo 1F93D man_playing_water_polo 1F93D-200D-2642-FE0F
    woman_playing_water_polo 1F93D-200D-2640-FE0F handball_person 1F93E
    man_playing_handball 1F93E-200D-2642-FE0F woman_playing_handball 1F93E-200D-2640-FE0F
    juggling_person 1F939 man_juggling 1F939-200D-2642-FE0F woman_juggling 1F939-200D-2640-FE0F
    lotus_position 1F9D8 lotus_position_man 1F9D8-200D-2642-FE0F lotus_position_woman 1F9D8-200D-2640-FE0F
    bath 1F6C0 sleeping_bed 1F6CC people_holding_hands 1F9D1-200D-1F91D-200D-1F9D1
    two_women_holding_hands 1F46D couple 1F46B two_men_holding_hands 1F46C couplekiss 1F48F
    couplekiss_man_woman 1F469-200D-2764-FE0F-200D-1F48B-200D-1F468
    couplekiss_man_man 1F468-200D-2764-FE0F-200D-1F48B-200D-1F468
    couplekiss_woman_woman 1F469-200D-2764-FE0F-200D-1F48B-200D-1F469 couple_with_heart 1F491
    couple_with_heart_woman_man 1F469-200D-2764-FE0F-200D-1F468
    couple_with_heart_man_man 1F468-200D-2764-FE0F-200D-1F468
    couple_with_heart_woman_woman 1F469-200D-2764-FE0F-200D-1F469 family 1F46A
    family_man_woman_boy 1F468-200D-1F469-200D-1F466 family_man_woman_girl 1F468-200D-1F469-200D-1F467
    family_man_woman_girl_boy 1F468-200D-1F469-200D-1F467-200D-1F466
    family_man_woman_boy_boy 1F468-200D-1F469-200D-1F466-200D-1F466
    family_man_woman_girl_girl 1F468-200D-1F469-200D-1F467-200D-1F467
    family_man_man_boy 1F468-200D-1F468-200D-1F466 family_man_man_girl 1F468-200D-1F468-200D-1F467
    family_man_man_girl_boy 1F468-200D-1F468-200D-1F467-200D-1F466
    family_man_man_boy_boy 1F468-200D-1F468-200D-1F466-200D-1F466
    family_man_man_girl_girl 1F468-200D-1F468-200D-1F467-200D-1F467
    family_woman_woman_boy 1F469-200D-1F469-200D-1F466 family_woman_woman_girl 1F469-200D-1F469-200D-1F467
    family_woman_woman_girl_boy 1F469-200D-1F469-200D-1F467-200D-1F466
    family_woman_woman_boy_boy 1F469-200D-1F469-200D-1F466-200D-1F466
    family_woman_woman_girl_girl 1F469-200D-1F469-200D-1F467-200D-1F467 family_man_boy 1F468-200D-1F466
    family_man_boy_boy 1F468-200D-1F466-200D-1F466 family_man_girl 1F468-200D-1F467
    family_man_girl_boy 1F468-200D-1F467-200D-1F466 family_man_girl_girl 1F468-200D-1F467-200D-1F467
    family_woman_boy 1F469-200D-1F466 family_woman_boy_boy 1F469-200D-1F466-200D-1F466
    family_woman_girl 1F469-200D-1F467 family_woman_girl_boy 1F469-200D-1F467-200D-1F466
    family_woman_girl_girl 1F469-200D-1F467-200D-1F467 speaking_head 1F5E3-FE0F bust_in_silhouette 1F464
    busts_in_silhouette 1F465 people_hugging 1FAC2 footprints 1F463 monkey_face 1F435 monkey 1F412
    gorilla 1F98D orangutan 1F9A7 dog 1F436 dog2 1F415 guide_dog 1F9AE service_dog 1F415-200D-1F9BA
    poodle 1F429 wolf 1F43A fox_face 1F98A raccoon 1F99D cat 1F431 cat2 1F408 black_cat 1F408-200D-2B1B
    lion 1F981 tiger 1F42F tiger2 1F405 leopard 1F406 horse 1F434 moose 1FACE donkey 1FACF racehorse 1F40E
    unicorn 1F984 zebra 1F993 deer 1F98C bison 1F9AC cow 1F42E ox 1F402 water_buffalo 1F403 cow2 1F404
    pig 1F437 pig2 1F416 boar 1F417 pig_nose 1F43D ram 1F40F sheep 1F411 goat 1F410 dromedary_camel 1F42A
    camel 1F42B llama 1F999 giraffe 1F992 elephant 1F418 mammoth 1F9A3 rhinoceros 1F98F hippopotamus 1F99B
    mouse 1F42D mouse2 1F401 rat 1F400 hamster 1F439 rabbit 1F430 rabbit2 1F407 chipmunk 1F43F-FE0F
    beaver 1F9AB hedgehog 1F994 bat 1F987 bear 1F43B polar_bear 1F43B-200D-2744-FE0F koala 1F428
    panda_face 1F43C sloth 1F9A5 otter 1F9A6 skunk 1F9A8 kangaroo 1F998 badger 1F9A1 feet 1F43E
    paw_prints 1F43E turkey 1F983 chicken 1F414 rooster 1F413 hatching_chick 1F423 baby_chick 1F424
    hatched_chick 1F425 bird 1F426 penguin 1F427 dove 1F54A-FE0F eagle 1F985 duck 1F986 swan 1F9A2 owl 1F989
    dodo 1F9A4 feather 1FAB6 flamingo 1F9A9 peacock 1F99A parrot 1F99C wing 1FABD black_bird 1F426-200D-2B1B
    goose 1FABF frog 1F438 crocodile 1F40A turtle 1F422 lizard 1F98E snake 1F40D dragon_face 1F432
    dragon 1F409 sauropod 1F995 t-rex 1F996 whale 1F433 whale2 1F40B dolphin 1F42C flipper 1F42C seal 1F9AD
    fish 1F41F tropical_fish 1F420 blowfish 1F421 shark 1F988 octopus 1F419 shell 1F41A coral 1FAB8
    jellyfish 1FABC snail 1F40C butterfly 1F98B bug 1F41B ant 1F41C bee 1F41D honeybee 1F41D beetle 1FAB2
    lady_beetle 1F41E cricket 1F997 cockroach 1FAB3 spider 1F577-FE0F spider_web 1F578-FE0F scorpion 1F982
    mosquito 1F99F fly 1FAB0 worm 1FAB1 microbe 1F9A0 bouquet 1F490 cherry_blossom 1F338 white_flower 1F4AE
    lotus 1FAB7 rosette 1F3F5-FE0F rose 1F339 wilted_flower 1F940 hibiscus 1F33A sunflower 1F33B
    blossom 1F33C tulip 1F337 hyacinth 1FABB seedling 1F331 potted_plant 1FAB4 evergreen_tree 1F332
    deciduous_tree 1F333 palm_tree 1F334 cactus 1F335 ear_of_rice 1F33E herb 1F33F shamrock 2618-FE0F
    four_leaf_clover 1F340 maple_leaf 1F341 fallen_leaf 1F342 leaves 1F343 empty_nest 1FAB9
    nest_with_eggs 1FABA mushroom 1F344 grapes 1F347 melon 1F348 watermelon 1F349 tangerine 1F34A
    orange 1F34A mandarin 1F34A lemon 1F34B banana 1F34C pineapple 1F34D mango 1F96D apple 1F34E
    green_apple 1F34F pear 1F350 peach 1F351 cherries 1F352 strawberry 1F353 blueberries 1FAD0
    kiwi_fruit 1F95D tomato 1F345 olive 1FAD2 coconut 1F965 avocado 1F951 eggplant 1F346 potato 1F954
    carrot 1F955 corn 1F33D hot_pepper 1F336-FE0F bell_pepper 1FAD1 cucumber 1F952 leafy_green 1F96C
    broccoli 1F966 garlic 1F9C4 onion 1F9C5 peanuts 1F95C beans 1FAD8 chestnut 1F330 ginger_root 1FADA
    pea_pod 1FADB bread 1F35E croissant 1F950 baguette_bread 1F956 flatbread 1FAD3 pretzel 1F968 bagel 1F96F
    pancakes 1F95E waffle 1F9C7 cheese 1F9C0 meat_on_bone 1F356 poultry_leg 1F357 cut_of_meat 1F969
    bacon 1F953 hamburger 1F354 fries 1F35F pizza 1F355 hotdog 1F32D sandwich 1F96A taco 1F32E burrito 1F32F
    tamale 1FAD4 stuffed_flatbread 1F959 falafel 1F9C6 egg 1F95A fried_egg 1F373 shallow_pan_of_food 1F958
    stew 1F372 fondue 1FAD5 bowl_with_spoon 1F963 green_salad 1F957 popcorn 1F37F butter 1F9C8 salt 1F9C2
    canned_food 1F96B bento 1F371 rice_cracker 1F358 rice_ball 1F359 rice 1F35A curry 1F35B ramen 1F35C
    spaghetti 1F35D sweet_potato 1F360 oden 1F362 sushi 1F363 fried_shrimp 1F364 fish_cake 1F365
    moon_cake 1F96E dango 1F361 dumpling 1F95F fortune_cookie 1F960 takeout_box 1F961 crab 1F980
    lobster 1F99E shrimp 1F990 squid 1F991 oyster 1F9AA icecream 1F366 shaved_ice 1F367 ice_cream 1F368
    doughnut 1F369 cookie 1F36A birthday 1F382 cake 1F370 cupcake 1F9C1 pie 1F967 chocolate_bar 1F36B
    candy 1F36C lollipop 1F36D custard 1F36E honey_pot 1F36F baby_bottle 1F37C milk_glass 1F95B coffee 2615
    teapot 1FAD6 tea 1F375 sake 1F376 champagne 1F37E wine_glass 1F377 cocktail 1F378 tropical_drink 1F379
    beer 1F37A beers 1F37B clinking_glasses 1F942 tumbler_glass 1F943 pouring_liquid 1FAD7
    cup_with_straw 1F964 bubble_tea 1F9CB beverage_box 1F9C3 mate 1F9C9 ice_cube 1F9CA chopsticks 1F962
    plate_with_cutlery 1F37D-FE0F fork_and_knife 1F374 spoon 1F944 hocho 1F52A knife 1F52A jar 1FAD9
    amphora 1F3FA earth_africa 1F30D earth_americas 1F30E earth_asia 1F30F globe_with_meridians 1F310
    world_map 1F5FA-FE0F japan 1F5FE compass 1F9ED mountain_snow 1F3D4-FE0F mountain 26F0-FE0F volcano 1F30B
    mount_fuji 1F5FB camping 1F3D5-FE0F beach_umbrella 1F3D6-FE0F desert 1F3DC-FE0F desert_island 1F3DD-FE0F
    national_park 1F3DE-FE0F stadium 1F3DF-FE0F classical_building 1F3DB-FE0F
    building_construction 1F3D7-FE0F bricks 1F9F1 rock 1FAA8 wood 1FAB5 hut 1F6D6 houses 1F3D8-FE0F
    derelict_house 1F3DA-FE0F house 1F3E0 house_with_garden 1F3E1 office 1F3E2 post_office 1F3E3
    """
}
